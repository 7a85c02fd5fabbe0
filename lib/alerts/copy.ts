import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/Alerts.json';
import ja from '@/messages/ja/Alerts.json';
import ko from '@/messages/ko/Alerts.json';
import vi from '@/messages/vi/Alerts.json';
import zh from '@/messages/zh/Alerts.json';

type MailKey = keyof typeof en.mail;

const catalogues: Record<Locale, typeof en> = { en, vi, zh, ko, ja };

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A mail string in the subscriber's language. Mails are written outside any request, so the
 * catalogue is read directly; its mail strings use plain `{name}` placeholders only.
 */
export function mailText(locale: Locale, key: MailKey, values: Record<string, string | number> = {}): string {
  return catalogues[locale].mail[key].replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
