import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site';
import { getArticles } from '@/lib/content';
import { articlePath } from '@/lib/newsroom/articles';
import { publicPages } from '@/lib/seo/public-routes';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publicPages.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/pr-studio' || path === '/blog' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const articles: MetadataRoute.Sitemap = (await getArticles()).map((article) => ({
    url: absoluteUrl(articlePath(article.slug)),
    lastModified: article.date,
    changeFrequency: 'monthly',
    priority: 0.5,
  }));
  return [...pages, ...articles];
}
