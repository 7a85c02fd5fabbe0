/** Public pages for sitemap.xml. The /sitemap page shows the spec's fixed list of 11 (see below). */
export const publicPages = [
  '/',
  '/services',
  '/case-studies',
  '/pr-studio',
  '/blog',
  '/resources',
  '/about',
  '/contact',
  '/pricing',
  '/faq',
  '/privacy-policy',
  '/pr-checker',
  '/angle-finder',
  '/sitemap',
] as const;

/** Exactly the 11 URLs the spec's /sitemap page lists, in its order. */
export const specSitemapPaths = [
  '/',
  '/services',
  '/case-studies',
  '/blog',
  '/resources',
  '/about',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/pr-checker',
  '/angle-finder',
] as const;

export function sitemapXml(urls: readonly string[]): string {
  const body = urls.map((loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n  </url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
