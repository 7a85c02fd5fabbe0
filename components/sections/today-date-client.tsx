'use client';

import { useLocale } from '#i18n';
import { useSyncExternalStore } from 'react';
import { formatShortDate, localIsoDate } from '@/lib/content/dates';
import { defaultLocale, isLocale, languageTag } from '@/lib/i18n/locales';

const noSubscription = () => () => {};

/**
 * A calendar date in the page's language. English keeps its short "Nov 26, 2026"; the other
 * languages use their long date ("26 tháng 11, 2026", "2026年11月26日"), which is how they write a
 * date in running text. Formatted in UTC from the calendar date, as formatShortDate is, so the server
 * and the browser print the same day.
 */
function formatDate(isoDate: string, locale: string): string {
  if (!isLocale(locale) || locale === defaultLocale) return formatShortDate(isoDate);
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(languageTag[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/**
 * Today's date in the visitor's time zone. The server renders `serverDate` (the day the page was
 * prerendered) so the HTML is complete without JavaScript; on hydration React swaps in the browser's
 * own date, so a cached page never shows a stale day to a visitor.
 */
export function TodayDateClient({ serverDate }: { serverDate: string }) {
  const locale = useLocale();
  const isoDate = useSyncExternalStore(
    noSubscription,
    () => localIsoDate(),
    () => serverDate,
  );
  return <time dateTime={isoDate}>{formatDate(isoDate, locale)}</time>;
}
