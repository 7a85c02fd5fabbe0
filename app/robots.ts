import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    // The back office is for staff: never crawled, and never listed in a sitemap.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
