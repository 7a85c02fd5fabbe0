import { locales, type Locale } from '@/lib/i18n/locales';
import type { ReleaseSnapshot, Subscriber } from './alert-store';

/** Addresses are kept and compared trimmed and lower-cased, so one mailbox is one subscriber. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The language version a subscriber gets: their sign-up language when the release has it, else the
 * first of their languages (in the site's order) that it has; undefined when none.
 */
export function versionFor(subscriber: Pick<Subscriber, 'locale' | 'languages'>, release: ReleaseSnapshot): Locale | undefined {
  if (subscriber.languages.includes(subscriber.locale) && release.versions[subscriber.locale]) return subscriber.locale;
  return locales.find((locale) => subscriber.languages.includes(locale) && release.versions[locale]);
}

/** A subscriber wants a release when it is in one of their topics and one of their languages. */
export function wants(subscriber: Pick<Subscriber, 'locale' | 'languages' | 'topics'>, release: ReleaseSnapshot): boolean {
  return subscriber.topics.includes(release.category) && versionFor(subscriber, release) !== undefined;
}

/** The stored text of a snapshot: versions in the site's language order, so equal releases compare equal. */
export function snapshotText(release: ReleaseSnapshot): string {
  const versions = Object.fromEntries(
    locales.filter((locale) => release.versions[locale]).map((locale) => [locale, release.versions[locale]]),
  );
  return JSON.stringify({ key: release.key, category: release.category, versions });
}
