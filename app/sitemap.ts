import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site';
import { publicPages } from '@/lib/seo/public-routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/pr-studio' || path === '/blog' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
