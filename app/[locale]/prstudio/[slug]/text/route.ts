import { getTranslations } from 'next-intl/server';
import { absoluteUrl, site } from '@/lib/config/site';
import { getArticles } from '@/lib/provider/content';
import { isLocale } from '@/lib/i18n/locales';
import { releasePlainText } from '@/lib/newsroom/release-text';
import { articleView, canonicalArticlePath } from '@/lib/newsroom/translations';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * A release as plain text (docs/behaviour.md#journalist-tools): what the copy button copies, and
 * what a browser without JavaScript opens. Read from the released articles only, so a held release
 * is a 404 here too; not for search engines.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, slug } = await params;
  const shown = isLocale(locale) ? articleView(await getArticles(), slug, locale) : { kind: 'missing' as const };
  if (shown.kind !== 'article') return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const { article } = shown;
  const t = await getTranslations({ locale: article.locale, namespace: 'Release' });
  const text = releasePlainText(article, new URL(site.url).origin, absoluteUrl(canonicalArticlePath(article)), {
    contacts: t('contactsHeading'),
    riskNote: t('riskNote'),
  });
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });
}
