/**
 * The cached content readers. Every reader is cached with the cache tag of its file
 * (lib/content/cache-tags.ts) and never expires by time: content files change only when
 * `POST /api/revalidate` expires their tags, after validating them. Services and case studies are
 * read from the node source they are given (the provider): refreshed by a revalidation too when the
 * provider serves them from content files, otherwise every 300 s. The node call sits inside the
 * cache and the error handling outside it: a failed call throws through `unstable_cache`, which then
 * stores nothing, and the next render tries again. No import of the provider here: its agents read
 * their knowledge through these readers (docs/architecture.md#wiring).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { readArticleFolder, sortArticles, type Article } from '@/lib/newsroom/articles';
import { nextEmbargoEnd, releasedOnly } from '@/lib/newsroom/embargo';
import { scheduleEmbargoLift } from '@/lib/cache/embargo-lift';
import type { ContentProject, Provider } from '@/lib/conversations/provider';
import { ARTICLES_CACHE_TAG } from '@/lib/content/cache-tags';
import { mapCaseStudyNodes, type CaseStudy } from '@/lib/content/case-studies';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { contentFiles, type ContentData, type ContentFileName } from '@/lib/content/files';
import { lastGoodVersion, rememberLastGood } from '@/lib/content/last-good';
import { readLocalizedContent, type LocalizedContent } from '@/lib/content/localized';
import { loadList } from '@/lib/content/load';
import { mapServiceNodes, type Service } from '@/lib/content/services';

/**
 * Part of every key below. The data cache outlives a deploy (kept on disk, or shared in Redis), and
 * Next keys an entry by the callback's text and the key parts only: when what a reader returns
 * changes shape (articles gained `locale` and `translationKey`; the privacy policy became its date and
 * its sections), this changes too, or the new code is handed entries the old code stored.
 */
const SHAPE = 'localized-dated-privacy';

/** How often services and case studies are fetched again when they are not content files (remote provider). */
export const NODES_REVALIDATE_SECONDS = 300;

// One cache entry per file and locale, all under the file's tag: a revalidation of the file
// refreshes every language at once.
function localizedFile<K extends ContentFileName>(name: K, locale: Locale): Promise<LocalizedContent<ContentData<K>>> {
  return unstable_cache(async () => readLocalizedContent(name, locale), ['content-file', SHAPE, name, locale], {
    tags: [contentFiles[name].tag],
    revalidate: false,
  })();
}

function cachedFile<K extends ContentFileName>(name: K): (locale?: Locale) => Promise<ContentData<K>> {
  return async (locale = defaultLocale) => (await localizedFile(name, locale)).data;
}

/**
 * The language a content file is served in for `locale`: `locale` itself, or English where the
 * translation is missing (the page marks that block with lang="en"). Services and case studies
 * from a remote provider are English only.
 */
export async function contentLanguage(name: ContentFileName, locale: Locale, source?: NodeSource): Promise<Locale> {
  if (locale === defaultLocale) return locale;
  if (source && !source.capabilities.contentFiles && (name === 'services' || name === 'case-studies'))
    return defaultLocale;
  return (await localizedFile(name, locale)).locale;
}

export const getFaqItems = cachedFile('faq');
export const getContactContent = cachedFile('contact');
export const getAbout = cachedFile('about');
export const getPrivacyPolicy = cachedFile('privacy');
export const getTestimonials = cachedFile('testimonials');
export const getStats = cachedFile('stats');
export const getPackages = cachedFile('packages');
export const getPrModes = cachedFile('pr-modes');
export const getPublications = cachedFile('publications');

/** Valid articles, plus the last good version of any file that is invalid now. */
function readArticles(): Article[] {
  const { articles, errors } = readArticleFolder();
  const kept: Article[] = [];
  for (const error of errors) {
    const previous = lastGoodVersion<Article>(`article:${error.file}`);
    console.error(`[content] ${error.message}; ${previous ? 'still serving the last good version' : 'left out'}`);
    if (previous && !articles.some((a) => a.slug === previous.slug)) kept.push(previous);
  }
  for (const article of articles) rememberLastGood(`article:${article.file}`, article);
  return sortArticles([...articles, ...kept]);
}

// One read gives both halves of what is stored: the released articles and the instant the next held
// release goes out (or null). A held release's text is in no cache entry, page or feed.
const releasedSnapshot = unstable_cache(
  async () => {
    const all = readArticles();
    return { articles: releasedOnly(all), nextLift: nextEmbargoEnd(all) ?? null };
  },
  ['content-articles', SHAPE, 'released'],
  { tags: [ARTICLES_CACHE_TAG], revalidate: false },
);

/**
 * The newsroom's released articles, newest first: the one reader every public surface uses (pages,
 * feeds, sitemap, the assistant), so a release under embargo is absent from all of them until its
 * instant, when the timer armed here expires their caches (docs/behaviour.md#embargoes).
 */
export async function getArticles(): Promise<Article[]> {
  const { articles, nextLift } = await releasedSnapshot();
  scheduleEmbargoLift(nextLift ?? undefined);
  // Lifted before this process armed a timer for it (it started later, the cache is shared): the
  // stored list may predate the instant, so this answer is read afresh.
  if (nextLift !== null && nextLift <= Date.now()) return releasedOnly(readArticles());
  return articles;
}

/** Where services and case studies come from, and whether a revalidation is what refreshes them. */
export type NodeSource = Pick<Provider, 'listNodes' | 'capabilities'>;

// The wrapper is made per call and costs nothing: Next keys the entry by the callback's text and the
// key parts, so every call for a project shares one entry whichever source object it was given.
function cachedNodes(source: NodeSource, project: ContentProject, locale: Locale) {
  return unstable_cache(() => source.listNodes(project, locale), ['content-nodes', SHAPE, project, locale], {
    tags: [contentFiles[project].tag],
    revalidate: source.capabilities.contentFiles ? false : NODES_REVALIDATE_SECONDS,
  })();
}

export function servicesFrom(source: NodeSource, locale: Locale = defaultLocale): Promise<Service[]> {
  return loadList('services', () => cachedNodes(source, 'services', locale), mapServiceNodes);
}

export function caseStudiesFrom(source: NodeSource, locale: Locale = defaultLocale): Promise<CaseStudy[]> {
  return loadList('case studies', () => cachedNodes(source, 'case-studies', locale), mapCaseStudyNodes);
}
