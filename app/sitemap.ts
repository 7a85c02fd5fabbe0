import type { MetadataRoute } from 'next';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/content';
import { sitemapSections } from '@/lib/seo/public-routes';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapSections(await getArticles(), site.newsroomCategory).flatMap((section) =>
    section.links.map((link): MetadataRoute.Sitemap[number] =>
      link.lastModified
        ? { url: absoluteUrl(link.path), lastModified: link.lastModified, changeFrequency: 'monthly', priority: 0.5 }
        : {
            url: absoluteUrl(link.path),
            changeFrequency: link.path === '/pr-studio' || link.path === '/blog' ? 'daily' : 'weekly',
            priority: link.path === '/' ? 1 : 0.7,
          },
    ),
  );
}
