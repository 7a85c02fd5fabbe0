import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';
import { getArticles } from '@/lib/provider/content';
import { hreflangLinks } from '@/lib/seo/alternates';
import { sitemapArticles } from '@/lib/newsroom/translations';
import { sitemapUrls } from '@/lib/seo/public-routes';
import { localizedUrl } from '@/lib/seo/urls';

/** Every public URL in every language, each with its reciprocal hreflang set (docs/i18n.md). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = sitemapArticles(await getArticles());
  // Press releases first, as the HTML sitemap lists them (app/[locale]/sitemap/page.tsx).
  const isRelease = (article: (typeof articles)[number]) => article.category === site.newsroomCategory;
  const ordered = [...articles.filter(isRelease), ...articles.filter((article) => !isRelease(article))];
  return sitemapUrls(ordered).map((entry): MetadataRoute.Sitemap[number] => {
    const common = {
      url: localizedUrl(entry.path, entry.locale),
      alternates: { languages: hreflangLinks(entry.languages) },
    };
    return entry.kind === 'article'
      ? { ...common, lastModified: entry.lastModified, changeFrequency: 'monthly', priority: 0.5 }
      : {
          ...common,
          changeFrequency: entry.path === '/pr-studio' || entry.path === '/blog' ? 'daily' : 'weekly',
          priority: entry.path === '/' ? 1 : 0.7,
        };
  });
}
