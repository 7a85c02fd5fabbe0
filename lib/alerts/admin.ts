import 'server-only';
import { toCsv } from '@/lib/text/csv.mjs';
import { getAlertStore } from '@/lib/store/alerts';
import type { Subscriber } from '@/lib/store/alert-store';

/** The most subscribers the back office lists or exports at once. */
const SUBSCRIBER_LIST_LIMIT = 100_000;

/** One CSV row per subscriber, formula-safe as the lead export is (lib/text/csv.mjs). */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const records = subscribers.map((s) => ({
    id: s.id,
    email: s.email,
    status: s.confirmedAt ? 'confirmed' : 'unconfirmed',
    locale: s.locale,
    languages: s.languages.join(' '),
    topics: s.topics.join('; '),
    frequency: s.frequency,
    createdAt: s.createdAt,
    confirmedAt: s.confirmedAt ?? '',
  }));
  return toCsv(records, ['id', 'email', 'status', 'locale', 'languages', 'topics', 'frequency', 'createdAt', 'confirmedAt']);
}

export async function exportSubscribersCsv(search?: string): Promise<{ csv: string; count: number }> {
  const subscribers = await getAlertStore().listSubscribers({ search, limit: SUBSCRIBER_LIST_LIMIT });
  return { csv: subscribersCsv(subscribers), count: subscribers.length };
}

/** The search box's text: trimmed, bounded, empty as none. */
export function subscriberSearch(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
}
