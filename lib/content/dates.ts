// Relative, not '@/…': the e2e specs import this module outside the Next bundler.
import { defaultLocale, languageTag, type Locale } from '../i18n/locales';

/**
 * Dates in the en-US short format (docs/behaviour.md#newsroom) ("Nov 26, 2026"). Formatted in UTC from the
 * calendar date, so the server and the browser print the same text for the same day.
 */
export function formatShortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A calendar date in a language: English keeps its short "Nov 26, 2026"; the others write the month
 * out, as they do in running text ("26 tháng 11, 2026", "2026年11月26日", "2026년 11월 26일"), never a
 * numeric date a reader could misread (docs/i18n.md#formats).
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  if (locale === defaultLocale) return formatShortDate(isoDate);
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(languageTag[locale], { dateStyle: 'long', timeZone: 'UTC' });
}
