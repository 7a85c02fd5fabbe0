import { randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import type { Frequency, Subscriber } from './alert-store';

/** A subscriber row as either database returns it (Postgres: ids as strings, times as Dates). */
export type SubscriberRow = {
  id: number | string;
  email: string;
  locale: Locale;
  languages: string;
  topics: string;
  frequency: Frequency;
  created_at: string | Date;
  confirmed_at: string | Date | null;
  token_nonce: string;
};

/** Both stores' rows as the one Subscriber shape. */
export function subscriberFrom(row: SubscriberRow): Subscriber {
  return {
    id: Number(row.id),
    email: row.email,
    locale: row.locale,
    languages: JSON.parse(row.languages) as Locale[],
    topics: JSON.parse(row.topics) as string[],
    frequency: row.frequency,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
    tokenNonce: row.token_nonce,
  };
}

/** A random part of a link: changing it voids every link made with the old one. */
export const newNonce = () => randomBytes(12).toString('base64url');

