import { absoluteUrl } from '@/lib/config/site';
import { isLocale, localizedPath, locales } from '@/lib/i18n/locales';
import { FEED_PATH } from '@/lib/newsroom/categories';
import { feedChannel, getFeedItems } from '@/lib/readers/feed';
import { buildRss } from '@/lib/newsroom/rss-build';

// Prerendered, then regenerated at most every 300 s (and on revalidateTag('feed')).
export const dynamic = 'force-static';
export const revalidate = 300;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * One feed per language (docs/i18n.md#newsroom): that language's articles, and the English ones it
 * has no translation of, each of those marked with dc:language.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const channel = await feedChannel(locale);
  const items = await getFeedItems(locale);
  const xml = buildRss(
    {
      ...channel,
      link: absoluteUrl(localizedPath('/pr-studio', locale)),
      selfUrl: absoluteUrl(localizedPath(FEED_PATH, locale)),
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
