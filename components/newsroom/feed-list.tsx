import type { FeedItem } from '@/lib/newsroom/feed-item-check';
import { FeedCard } from './feed-card';

export function FeedList({ items, siteOrigin, label }: { items: FeedItem[]; siteOrigin: string; label: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label} data-testid="feed-list">
      {items.map((item) => (
        <li key={item.guid}>
          <FeedCard item={item} siteOrigin={siteOrigin} />
        </li>
      ))}
    </ul>
  );
}
