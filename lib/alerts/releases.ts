import type { Article } from '@/lib/newsroom/articles';
import { isReleased } from '@/lib/newsroom/embargo';
import type { ReleaseSnapshot } from '@/lib/store/alert-store';

/** A wire release opens with its dateline in bold before a dash: `**JAKARTA, November 18, 2026** —`. */
const DATELINE = /^\*\*([^*\n]{3,80})\*\*\s?[—–-]/;

function datelineOf(body: string): string | undefined {
  return DATELINE.exec(body)?.[1].trim();
}

/**
 * The releases out at `now`, one per translation group with each released language version. An
 * embargoed version joins when its embargo ends (lib/newsroom/embargo.ts is the one rule), so the
 * alert goes out on the first check after that instant.
 */
export function releasedSnapshots(articles: readonly Article[], now: number = Date.now()): ReleaseSnapshot[] {
  const groups = new Map<string, ReleaseSnapshot>();
  for (const article of articles) {
    if (!isReleased(article, now)) continue;
    let group = groups.get(article.translationKey);
    if (!group) {
      group = { key: article.translationKey, category: article.category, versions: {} };
      groups.set(article.translationKey, group);
    }
    group.versions[article.locale] = {
      slug: article.slug,
      title: article.title,
      description: article.description,
      date: article.date,
      ...(datelineOf(article.body) && { dateline: datelineOf(article.body) }),
    };
  }
  return [...groups.values()];
}

/** When a daily subscriber's alerts are sent: the next `hour` o'clock UTC after `now`. */
export function nextDigestAt(now: Date, hour: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
