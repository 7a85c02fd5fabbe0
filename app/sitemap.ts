import type { MetadataRoute } from 'next';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/content';
import { articleSitemapLanguages, articlesForLocale } from '@/lib/newsroom/translations';
import { sitemapSections } from '@/lib/seo/public-routes';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getArticles();
  // An article with translations names all of them (itself included) as its hreflang alternates.
  const languages = articleSitemapLanguages(articles, absoluteUrl);
  const article = (path: string, lastModified: string): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency: 'monthly',
    priority: 0.5,
    ...(languages.has(path) ? { alternates: { languages: languages.get(path) } } : {}),
  });
  return sitemapSections(articlesForLocale(articles, 'en'), site.newsroomCategory).flatMap((section) =>
    section.links.map((link): MetadataRoute.Sitemap[number] =>
      link.lastModified
        ? article(link.path, link.lastModified)
        : {
            url: absoluteUrl(link.path),
            changeFrequency: link.path === '/pr-studio' || link.path === '/blog' ? 'daily' : 'weekly',
            priority: link.path === '/' ? 1 : 0.7,
          },
    ),
  );
}
