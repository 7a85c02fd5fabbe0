import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/newsroom/article-body';
import { EmbargoCountdown } from '@/components/newsroom/embargo-countdown';
import { ReleaseBackMatter } from '@/components/newsroom/release-back-matter';
import { site } from '@/lib/config/site';
import { languageTag } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/server';
import { isReleased } from '@/lib/newsroom/embargo';
import { renderMarkdown } from '@/lib/newsroom/markdown';
import { openPreview } from '@/lib/admin/preview-links';
import { bodyWithDateline } from '@/lib/newsroom/release-text';
import { canonicalArticlePath } from '@/lib/newsroom/translations';

type Props = { params: Promise<{ token: string }> };

// Checked on every request against the store: a revoked or expired link stops at once. Rendered
// per request, so Next answers `Cache-Control: private, no-cache, no-store`.
export const dynamic = 'force-dynamic';

// Never indexed, whatever a crawler that finds the link does (docs/behaviour.md#embargoes).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** A private preview of a release under embargo, for the journalists it was sent to. */
export default async function PreviewPage({ params }: Props) {
  const opened = await openPreview((await params).token);
  if (!opened) notFound();
  const { article } = opened;
  // Out already: the preview becomes the public page at the same URL it will always have.
  if (isReleased(article)) redirect(canonicalArticlePath(article));
  const locale = await currentLocale();
  const t = await getTranslations('Release');
  const lang = article.locale === locale ? undefined : languageTag[article.locale];
  const embargo = article.embargo!;
  const zone = article.dateline?.timeZone ?? 'UTC';
  const inReleaseZone = new Intl.DateTimeFormat(languageTag[locale], {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: zone,
  }).format(Date.parse(embargo));
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div role="note" aria-label={t('previewNote')} className="rounded-xl border-2 border-brand bg-card px-4 py-3" data-testid="embargo-banner">
        <p className="font-semibold">{t('embargoed', { time: inReleaseZone })}</p>
        <EmbargoCountdown
          at={embargo}
          lang={languageTag[locale]}
          labels={{ countdown: t('countdown', { time: '{time}' }), lifted: t('lifted') }}
        />
        <p className="mt-2 text-sm text-muted">{t('previewNote')}</p>
      </div>
      <header className="mt-8" lang={lang}>
        <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{article.description}</p>
      </header>
      <div lang={lang} className="mt-8">
        <ArticleBody html={renderMarkdown(bodyWithDateline(article), new URL(site.url).origin)} />
      </div>
      <ReleaseBackMatter article={article} lang={lang} />
    </article>
  );
}
