/**
 * The one list of the site's public pages. sitemap.xml, the /sitemap page and the tests that visit
 * every page all read it, so a new page added here appears everywhere at once.
 */
// Relative, not '@/…': the e2e specs import this module outside the Next bundler.
import { ARTICLE_BASE_PATH } from '../newsroom/categories';

type SiteLink = { path: string; label: string; lastModified?: string };

const publicPageLinks = [
  { path: '/', label: 'Home' },
  { path: '/services', label: 'Services' },
  { path: '/case-studies', label: 'Case Studies' },
  { path: '/pr-studio', label: 'PR Studio' },
  { path: '/blog', label: 'Blog' },
  { path: '/resources', label: 'Resources' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/faq', label: 'FAQ' },
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/pr-checker', label: 'PR Credibility Checker' },
  { path: '/angle-finder', label: 'Angle Finder' },
  { path: '/sitemap', label: 'Sitemap' },
] as const satisfies readonly SiteLink[];

export const publicPages = publicPageLinks.map((link) => link.path);

export type SitemapArticle = { slug: string; title: string; category: string; date: string };
export type SitemapSection = { id: string; title: string; links: SiteLink[] };

/** Every public URL in three groups: the pages, the press releases and the blog articles. */
export function sitemapSections(articles: readonly SitemapArticle[], newsroomCategory: string): SitemapSection[] {
  const toLink = (article: SitemapArticle): SiteLink => ({
    path: `${ARTICLE_BASE_PATH}/${article.slug}`,
    label: article.title,
    lastModified: article.date,
  });
  return [
    { id: 'pages', title: 'Pages', links: [...publicPageLinks] },
    {
      id: 'press-releases',
      title: 'Press releases',
      links: articles.filter((a) => a.category === newsroomCategory).map(toLink),
    },
    {
      id: 'articles',
      title: 'Blog articles',
      links: articles.filter((a) => a.category !== newsroomCategory).map(toLink),
    },
  ];
}

export function sitemapXml(urls: readonly string[]): string {
  const body = urls.map((loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n  </url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}
