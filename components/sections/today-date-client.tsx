'use client';

import { useSyncExternalStore } from 'react';
import { formatShortDate, localIsoDate } from '@/lib/content/dates';

const noSubscription = () => () => {};

/**
 * Today's date in the visitor's time zone. The server renders `serverDate` (the day the page was
 * prerendered) so the HTML is complete without JavaScript; on hydration React swaps in the browser's
 * own date, so a cached page never shows a stale day to a visitor.
 */
export function TodayDateClient({ serverDate }: { serverDate: string }) {
  const isoDate = useSyncExternalStore(noSubscription, () => localIsoDate(), () => serverDate);
  return <time dateTime={isoDate}>{formatShortDate(isoDate)}</time>;
}
