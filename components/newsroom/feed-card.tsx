import Link from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { TAB_MESSAGE_KEYS } from '@/lib/newsroom/categories';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { toSiteHref } from '@/lib/newsroom/links';
import { formatArticleDate, truncate } from '@/lib/newsroom/text';
import { isLocale, languageTag } from '@/lib/i18n/locales';

type Props = {
  item: FeedItem;
  siteOrigin: string;
  headingLevel?: 'h2' | 'h3';
};

/** One feed card: category, date, title linking to the article, plain-text summary (150 characters). */
export function FeedCard({ item, siteOrigin, headingLevel: Heading = 'h2' }: Props) {
  const t = useTranslations('Newsroom');
  const locale = useLocale();
  const pageLocale = isLocale(locale) ? locale : 'en';
  const link = toSiteHref(item.link, siteOrigin);
  const categoryKey = TAB_MESSAGE_KEYS[item.category as keyof typeof TAB_MESSAGE_KEYS];
  // The title and summary of an article in another language than the page (an English fallback)
  // carry its lang, so screen readers pronounce them right; the card's own labels stay the page's.
  const lang =
    item.language && item.language !== pageLocale
      ? isLocale(item.language)
        ? languageTag[item.language]
        : item.language
      : undefined;
  // The title link is stretched over the card so the whole card is clickable with a single tab stop.
  const linkClass =
    'after:absolute after:inset-0 after:rounded-2xl hover:text-brand focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand';
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-6 transition-colors hover:border-brand">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="rounded-full border border-border px-2.5 py-1 font-medium text-muted">
          {categoryKey ? t(`categories.${categoryKey}`) : item.category}
        </span>
        {lang && (
          // Says in the page's language that the release is in another one (an English release on /zh/…).
          <span className="rounded-full bg-muted/10 px-2.5 py-1 font-medium text-muted">
            {new Intl.DisplayNames([languageTag[pageLocale]], { type: 'language' }).of(lang)}
          </span>
        )}
        <time dateTime={item.pubDate} className="text-muted">
          {formatArticleDate(item.pubDate, pageLocale)}
        </time>
      </div>
      <Heading lang={lang} className="mt-4 text-lg font-semibold leading-snug">
        {!link ? (
          item.title
        ) : link.internal ? (
          <Link prefetch={false} href={link.href} className={linkClass}>
            {item.title}
          </Link>
        ) : (
          <a href={link.href} className={linkClass} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
        )}
      </Heading>
      <p lang={lang} className="mt-3 text-sm leading-relaxed text-muted">
        {truncate(item.description)}
      </p>
      <span aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-brand">
        {t('readMore')}
      </span>
    </article>
  );
}
