/**
 * The one list of the site's public pages. sitemap.xml, the /sitemap page and the tests that visit
 * every page all read it, so a new page added here appears everywhere at once. Every page exists in
 * every locale at the same path (docs/i18n.md); an article exists in the languages it is written in.
 */
// Relative, not '@/…': the e2e specs import this module outside the Next bundler.
import { defaultLocale, localizedPath, locales, type Locale } from '../i18n/locales';
import { ARTICLE_BASE_PATH } from '../newsroom/categories';
import type { SitemapArticle } from '../newsroom/translations';

/** `key` names the page's label in the `Sitemap` messages (`pages.<key>`). */
const publicPageLinks = [
  { path: '/', key: 'home' },
  { path: '/services', key: 'services' },
  { path: '/case-studies', key: 'caseStudies' },
  { path: '/pr-studio', key: 'prStudio' },
  { path: '/blog', key: 'blog' },
  { path: '/media', key: 'mediaKit' },
  { path: '/alerts', key: 'releaseAlerts' },
  { path: '/resources', key: 'resources' },
  { path: '/about', key: 'about' },
  { path: '/contact', key: 'contact' },
  { path: '/pricing', key: 'pricing' },
  { path: '/faq', key: 'faq' },
  { path: '/privacy-policy', key: 'privacyPolicy' },
  { path: '/pr-checker', key: 'prChecker' },
  { path: '/angle-finder', key: 'angleFinder' },
  { path: '/sitemap', key: 'sitemap' },
] as const satisfies readonly { path: string; key: string }[];

export const publicPages = publicPageLinks.map((link) => link.path);
type PublicPageKey = (typeof publicPageLinks)[number]['key'];

/** The unprefixed path of one page in each language it exists in. */
export type PathPerLocale = Partial<Record<Locale, string>>;

/**
 * A newsroom article as the sitemaps list it. `translations` holds its path and title in each
 * language it is published in; without it the article exists in English only, at its slug.
 */
/** A link of the HTML sitemap: `href` already in the page's locale; `lang` when the target is in another language. */
type SiteLink = { href: string; label: string; lastModified?: string; lang?: Locale };
export type SitemapSection = { id: 'pages' | 'press-releases' | 'articles'; links: SiteLink[] };

/** One URL of sitemap.xml: a page in one language, with the unprefixed path of every translation. */
type SitemapUrl = {
  locale: Locale;
  path: string;
  languages: PathPerLocale;
  kind: 'page' | 'article';
  lastModified?: string;
};

function articleLanguages(article: SitemapArticle): Partial<Record<Locale, { path: string; title: string }>> {
  return article.translations ?? { [defaultLocale]: { path: `${ARTICLE_BASE_PATH}/${article.slug}`, title: article.title } };
}

/** Every public URL in every language it exists in: the pages in all locales, each article in its own. */
export function sitemapUrls(articles: readonly SitemapArticle[]): SitemapUrl[] {
  const everywhere = (path: string): PathPerLocale => Object.fromEntries(locales.map((l) => [l, path]));
  const pages = publicPages.flatMap((path) =>
    locales.map((locale): SitemapUrl => ({ locale, path, languages: everywhere(path), kind: 'page' })),
  );
  const posts = articles.flatMap((article) => {
    const translations = articleLanguages(article);
    const languages: PathPerLocale = Object.fromEntries(
      locales.flatMap((l) => (translations[l] ? [[l, translations[l].path]] : [])),
    );
    return locales.flatMap((locale): SitemapUrl[] =>
      translations[locale]
        ? [{ locale, path: translations[locale].path, languages, kind: 'article', lastModified: article.date }]
        : [],
    );
  });
  return [...pages, ...posts];
}

/**
 * The HTML sitemap of one locale in three groups: the pages, the press releases and the blog
 * articles. An article not translated into `locale` is linked in English and marked so.
 */
export function sitemapSections(
  articles: readonly SitemapArticle[],
  newsroomCategory: string,
  locale: Locale,
  pageLabel: (key: PublicPageKey) => string,
): SitemapSection[] {
  const toLink = (article: SitemapArticle): SiteLink => {
    const translations = articleLanguages(article);
    const shown = translations[locale] ? locale : (locales.find((l) => translations[l]) ?? defaultLocale);
    const target = translations[shown]!;
    return {
      href: localizedPath(target.path, shown),
      label: target.title,
      lastModified: article.date,
      ...(shown === locale ? {} : { lang: shown }),
    };
  };
  return [
    {
      id: 'pages',
      links: publicPageLinks.map((link) => ({ href: localizedPath(link.path, locale), label: pageLabel(link.key) })),
    },
    { id: 'press-releases', links: articles.filter((a) => a.category === newsroomCategory).map(toLink) },
    { id: 'articles', links: articles.filter((a) => a.category !== newsroomCategory).map(toLink) },
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
