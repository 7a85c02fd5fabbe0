import { ImageResponse } from 'next/og';
import { site } from '@/lib/config/site';
import { getArticles } from '@/lib/provider/content';
import { isLocale } from '@/lib/i18n/locales';
import { datelineText } from '@/lib/newsroom/release-text';
import { formatArticleDate } from '@/lib/newsroom/text';
import { articleView } from '@/lib/newsroom/translations';
import { shareImage } from '@/lib/seo/metadata';
import { shareImageFonts } from '@/lib/seo/share-image-fonts';

type Context = { params: Promise<{ locale: string; slug: string }> };

/** A title past this many characters is set smaller, so four lines fit the card. */
const LONG_TITLE = 70;

/**
 * A release's share image (docs/behaviour.md#journalist-tools): its headline in the release's own
 * language and script, the dateline and the brand, as LINE, KakaoTalk, WeChat and X show it. Read
 * from the released articles only, so a held release has no image either.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, slug } = await params;
  const shown = isLocale(locale) ? articleView(await getArticles(), slug, locale) : { kind: 'missing' as const };
  if (shown.kind !== 'article') return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const { article } = shown;
  const line = datelineText(article) ?? formatArticleDate(article.date, article.locale);
  const title = article.title.slice(0, 200);
  return new ImageResponse(
    (
      <div
        lang={article.locale}
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: '#0b1120',
          color: '#e5e7eb',
          fontWeight: 700,
        }}
      >
        <div style={{ fontSize: 36, color: '#fbbf24' }}>{site.brand}</div>
        <div style={{ fontSize: title.length > LONG_TITLE ? 52 : 68, lineHeight: 1.25 }}>{title}</div>
        <div style={{ fontSize: 30, color: '#a3adc2' }}>{line}</div>
      </div>
    ),
    {
      width: shareImage.width,
      height: shareImage.height,
      fonts: shareImageFonts(`${site.brand}${title}${line}`, article.locale),
      headers: { 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' },
    },
  );
}
