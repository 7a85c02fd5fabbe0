import { absoluteUrl, site } from '@/lib/config/site';
import { isLocale, localizedPath, locales } from '@/lib/i18n/locales';
import { BLOG_CATEGORIES } from '@/lib/newsroom/categories';
import { feedChannel, getFeedItems } from '@/lib/readers/feed';
import { categorySlug } from '@/lib/newsroom/json-feed';
import { buildRss } from '@/lib/newsroom/rss-build';

export const dynamic = 'force-static';
export const revalidate = 300;
export const dynamicParams = false;

const CATEGORIES = [site.newsroomCategory, ...BLOG_CATEGORIES];

export function generateStaticParams() {
  return locales.flatMap((locale) => CATEGORIES.map((category) => ({ locale, category: categorySlug(category) })));
}

/** One category's RSS feed per language, e.g. `/ko/prstudio/rss/web3-crypto` (docs/behaviour.md#feeds). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; category: string }> },
): Promise<Response> {
  const { locale, category: slug } = await params;
  const category = CATEGORIES.find((candidate) => categorySlug(candidate) === slug);
  if (!isLocale(locale) || !category) return new Response(null, { status: 404 });
  const channel = await feedChannel(locale);
  const items = (await getFeedItems(locale)).filter((item) => item.category === category);
  const xml = buildRss(
    {
      ...channel,
      title: `${channel.title} · ${category}`,
      link: absoluteUrl(localizedPath(category === site.newsroomCategory ? '/pr-studio' : '/blog', locale)),
      selfUrl: absoluteUrl(localizedPath(`/prstudio/rss/${slug}`, locale)),
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
