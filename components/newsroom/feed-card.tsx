import Link from 'next/link';
import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { toSiteHref } from '@/lib/newsroom/links';
import { formatShortDate, truncate } from '@/lib/newsroom/text';

type Props = {
  item: FeedItem;
  siteOrigin: string;
  headingLevel?: 'h2' | 'h3';
};

/** One feed card: category, date, title linking to the article, plain-text summary (150 characters). */
export function FeedCard({ item, siteOrigin, headingLevel: Heading = 'h2' }: Props) {
  const link = toSiteHref(item.link, siteOrigin);
  // The title link is stretched over the card so the whole card is clickable with a single tab stop.
  const linkClass =
    'after:absolute after:inset-0 after:rounded-2xl hover:text-brand focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand';
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-6 transition-colors hover:border-brand">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="rounded-full border border-border px-2.5 py-1 font-medium text-muted">{item.category}</span>
        <time dateTime={item.pubDate} className="text-muted">
          {formatShortDate(item.pubDate)}
        </time>
      </div>
      <Heading className="mt-4 text-lg font-semibold leading-snug">
        {!link ? (
          item.title
        ) : link.internal ? (
          <Link href={link.href} className={linkClass}>
            {item.title}
          </Link>
        ) : (
          <a href={link.href} className={linkClass} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
        )}
      </Heading>
      <p className="mt-3 text-sm leading-relaxed text-muted">{truncate(item.description)}</p>
      <span aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-brand">
        Read more →
      </span>
    </article>
  );
}
