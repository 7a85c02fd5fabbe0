/**
 * A release as a journalist pastes it into an editing system: plain text with the headline, the
 * dateline, the body, the boilerplate and the press contacts (docs/behaviour.md#journalist-tools).
 * The same text feeds the copy button and the `/prstudio/<slug>/text` route.
 */
import { languageTag, type Locale } from '@/lib/i18n/locales';
import type { Article } from './front-matter';
import { renderMarkdown } from './markdown';
import type { ReleaseContact } from './release-fields';
import { stripMarkup } from './text';

/** Apps a contact may be reached on, in the order a card and the plain text list them. */
export const CONTACT_APPS = ['telegram', 'line', 'kakaotalk', 'zalo', 'wechat'] as const;

export const CONTACT_APP_NAMES: Record<(typeof CONTACT_APPS)[number], string> = {
  telegram: 'Telegram',
  line: 'LINE',
  kakaotalk: 'KakaoTalk',
  zalo: 'Zalo',
  wechat: 'WeChat',
};

const LATIN = new Set<Locale>(['en', 'vi']);

/** "HO CHI MINH CITY, March 10, 2026, 09:00 GMT+7" in the release's language and its own zone. */
export function datelineText(article: Pick<Article, 'dateline' | 'locale'>): string | undefined {
  const { dateline, locale } = article;
  if (!dateline) return undefined;
  const when = new Intl.DateTimeFormat(languageTag[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: dateline.timeZone,
    timeZoneName: 'short',
  }).format(new Date(dateline.time));
  const city = LATIN.has(locale) ? dateline.city.toLocaleUpperCase(languageTag[locale]) : dateline.city;
  return `${city}, ${when}`;
}

/** Markdown's own characters in a dateline are text, never markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#!|~]/g, (char) => `\\${char}`);
}

/** The body with the dateline opening its first paragraph, as wire copy does. */
export function bodyWithDateline(article: Pick<Article, 'body' | 'dateline' | 'locale'>): string {
  const dateline = datelineText(article);
  return dateline ? `**${escapeMarkdown(dateline)}** — ${article.body}` : article.body;
}

/** The body's paragraphs, headings and list items as plain text, one block per paragraph. */
function bodyText(markdown: string, siteOrigin: string): string {
  return renderMarkdown(markdown, siteOrigin)
    // Inline elements go without a space, so "a <em>word</em>." stays "a word."
    .replace(/<\/?(?:a|em|strong|code|span)\b[^<>]*>/g, '')
    .replace(/<li>/g, '<li>• ')
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre)>/)
    .map(stripMarkup)
    .filter(Boolean)
    .join('\n\n');
}

function contactLines(contact: ReleaseContact): string[] {
  const apps = CONTACT_APPS.filter((app) => contact[app]).map((app) => `${CONTACT_APP_NAMES[app]}: ${contact[app]}`);
  return [`${contact.name}, ${contact.role}`, contact.email, contact.phone, ...apps];
}

export type ReleaseTextLabels = { contacts: string; riskNote: string };

export function releasePlainText(article: Article, siteOrigin: string, url: string, labels: ReleaseTextLabels): string {
  const dateline = datelineText(article);
  const body = bodyText(article.body, siteOrigin);
  const parts = [article.title, article.description, dateline ? `${dateline} — ${body}` : body];
  if (article.riskNote) parts.push(`${labels.riskNote}\n${article.riskNote}`);
  if (article.boilerplate) parts.push(`${article.boilerplate.heading}\n${article.boilerplate.text}`);
  if (article.contacts?.length) {
    parts.push([labels.contacts, ...article.contacts.map((contact) => contactLines(contact).join('\n'))].join('\n\n'));
  }
  parts.push(url);
  return `${parts.join('\n\n')}\n`;
}
