import { absoluteUrl } from '@/lib/config/site';
import { isLocale, localizedPath, locales } from '@/lib/i18n/locales';
import { feedChannel, getFeedItems } from '@/lib/readers/feed';
import { buildJsonFeed, JSON_FEED_PATH } from '@/lib/newsroom/json-feed';

// As the RSS feed beside it: prerendered, regenerated at most every 300 s and on the articles' tag.
export const dynamic = 'force-static';
export const revalidate = 300;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The language's newsroom as JSON Feed 1.1 (docs/behaviour.md#feeds). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const channel = await feedChannel(locale);
  const json = buildJsonFeed(
    {
      ...channel,
      homePageUrl: absoluteUrl(localizedPath('/pr-studio', locale)),
      feedUrl: absoluteUrl(localizedPath(JSON_FEED_PATH, locale)),
    },
    await getFeedItems(locale),
  );
  return new Response(json, { headers: { 'Content-Type': 'application/feed+json; charset=utf-8' } });
}
