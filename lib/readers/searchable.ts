import 'server-only';
import { getArticles } from '@/lib/readers';
import type { Locale } from '@/lib/i18n/locales';
import { releasedOnly } from '@/lib/newsroom/embargo';
import type { Article } from '@/lib/newsroom/front-matter';
import { articlesForLocale } from '@/lib/newsroom/translations';

/** The archive search's page (docs/behaviour.md#archive-search); `/pr-studio` itself stays prerendered. */
export const ARCHIVE_SEARCH_PATH = '/pr-studio/search';

/** What the search looks through in `locale`: its listing's articles, never one still under embargo. */
export async function searchableArticles(locale: Locale, now = Date.now()): Promise<Article[]> {
  return articlesForLocale(releasedOnly(await getArticles(), now), locale);
}
