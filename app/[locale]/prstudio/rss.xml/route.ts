import { absoluteUrl, site } from '@/lib/config/site';
import { FEED_PATH } from '@/lib/newsroom/categories';
import { getFeedItems } from '@/lib/newsroom/feed';
import { buildRss } from '@/lib/newsroom/rss-build';
import { isLocale, locales } from '@/lib/i18n/locales';

// Prerendered, then regenerated at most every 300 s (and on revalidateTag('feed')).
export const dynamic = 'force-static';
export const revalidate = 300;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const items = await getFeedItems();
  const xml = buildRss(
    {
      title: `${site.brand} — PR Studio and Blog`,
      link: absoluteUrl('/pr-studio'),
      description: `Press releases and articles from ${site.brand}: ${site.tagline}.`,
      selfUrl: absoluteUrl(FEED_PATH),
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
