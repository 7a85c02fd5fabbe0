/**
 * Articles across languages (docs/i18n.md#newsroom). Every article names its language; the
 * translations of one article share a translationKey. A locale's newsroom lists its own articles
 * and, for an English article with no translation in that locale, the English one.
 */
import { defaultLocale, localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { articlePath, sortArticles } from './articles';
import { ARTICLE_BASE_PATH } from './categories';
import type { Article } from './front-matter';

type Translatable = Pick<Article, 'slug' | 'locale' | 'translationKey'>;

/** The article's translation group, itself included. */
function translationsOf<T extends Translatable>(articles: readonly T[], article: Translatable): T[] {
  return articles.filter((other) => other.translationKey === article.translationKey);
}

function translationIn<T extends Translatable>(
  articles: readonly T[],
  article: Translatable,
  locale: Locale,
): T | undefined {
  return translationsOf(articles, article).find((other) => other.locale === locale);
}

/** The article in its own language's URL space: /prstudio/slug for English, /ko/prstudio/slug for Korean. */
export function canonicalArticlePath(article: Pick<Article, 'slug' | 'locale'>): string {
  return localizedPath(articlePath(article.slug), article.locale);
}

/**
 * The unprefixed path of the article in each language it is written in, as buildMetadata's
 * `alternates` and the sitemap take them; every member of a group gets the same map, so the
 * links are reciprocal.
 */
export function articleAlternates(
  articles: readonly Translatable[],
  article: Translatable,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(translationsOf(articles, article).map((other) => [other.locale, articlePath(other.slug)]));
}

/** What `locale`'s newsroom shows, newest first: its own articles, then English ones it has no translation of. */
export function articlesForLocale(articles: readonly Article[], locale: Locale): Article[] {
  const own = articles.filter((article) => article.locale === locale);
  if (locale === defaultLocale) return sortArticles(own);
  const translated = new Set(own.map((article) => article.translationKey));
  const fallbacks = articles.filter(
    (article) => article.locale === defaultLocale && !translated.has(article.translationKey),
  );
  return sortArticles([...own, ...fallbacks]);
}

export type ArticleView =
  { kind: 'article'; article: Article; fallback: boolean } | { kind: 'redirect'; path: string } | { kind: 'missing' };

/**
 * What /<locale>/prstudio/<slug> shows: the article when it is written in that locale; an English
 * article without a translation there, marked as a fallback; otherwise the translation in that
 * locale when one exists (a redirect), or nothing.
 */
export function articleView(articles: readonly Article[], slug: string, locale: Locale): ArticleView {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return { kind: 'missing' };
  if (article.locale === locale) return { kind: 'article', article, fallback: false };
  const translation = translationIn(articles, article, locale);
  if (translation) return { kind: 'redirect', path: canonicalArticlePath(translation) };
  if (article.locale === defaultLocale) return { kind: 'article', article, fallback: true };
  return { kind: 'missing' };
}

/**
 * A link written in an article, for a page in `locale`: a site path keeps the reader in that
 * language (an article link goes to the article's translation there when it has one); other
 * links and paths that already name a language stay as written.
 */
export function localizeArticleHref(articles: readonly Article[], href: string, locale: Locale): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  const { locale: named } = splitLocale(href);
  if (named !== defaultLocale) return href;
  const prefix = `${ARTICLE_BASE_PATH}/`;
  if (!href.startsWith(prefix)) return localizedPath(href, locale);
  const rest = href.slice(prefix.length);
  const end = rest.search(/[?#]/);
  const slug = end < 0 ? rest : rest.slice(0, end);
  const linked = articles.find((article) => article.slug === slug);
  const target = linked ? (translationIn(articles, linked, locale) ?? linked) : undefined;
  return target
    ? `${localizedPath(articlePath(target.slug), locale)}${end < 0 ? '' : rest.slice(end)}`
    : localizedPath(href, locale);
}

/** An article as the sitemaps list it: one entry, with its translations where it has any. */
export type SitemapArticle = {
  slug: string;
  title: string;
  category: string;
  date: string;
  translations?: Partial<Record<Locale, { path: string; title: string }>>;
};

/**
 * The articles as the sitemaps take them (lib/seo/public-routes.ts): one entry per translation
 * group, named after its English member where there is one, with every language's path and title,
 * so sitemap.xml lists each translation with the same reciprocal set.
 */
export function sitemapArticles(articles: readonly Article[]): SitemapArticle[] {
  const groups = new Map<string, Article[]>();
  for (const article of articles) groups.set(article.translationKey, [...(groups.get(article.translationKey) ?? []), article]);
  return [...groups.values()].map((group) => {
    const lead = group.find((article) => article.locale === defaultLocale) ?? group[0];
    return {
      slug: lead.slug,
      title: lead.title,
      category: lead.category,
      date: lead.date,
      translations: Object.fromEntries(group.map((article) => [article.locale, { path: articlePath(article.slug), title: article.title }])),
    };
  });
}
