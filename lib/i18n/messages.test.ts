/**
 * Messages are compiled on the server and formatted by use-intl's runtime without a parser (the
 * alias the site's bundles and these tests share): arguments, plurals, rich tags and lists still
 * come out as written.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { messageList, messagesFor, pickMessages } from './messages';

type Translate = ((key: string, values?: Record<string, unknown>) => string) & {
  rich: (key: string, values: Record<string, (chunks: unknown) => unknown>) => unknown;
};
const translator = (locale: Locale, namespace: string) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace }) as unknown as Translate;

describe('messagesFor', () => {
  it('formats compiled arguments and plurals in each language', () => {
    const en = translator('en', 'Errors');
    expect(en('tooManyRequests', { seconds: 1 })).toBe('Too many requests. Please try again in 1 second.');
    expect(en('tooManyRequests', { seconds: 30 })).toBe('Too many requests. Please try again in 30 seconds.');
    const ja = translator('ja', 'Errors');
    expect(ja('tooManyRequests', { seconds: 30 })).toContain('30');
    expect(ja('tooManyRequests', { seconds: 30 })).not.toContain('{');
  });

  it('formats rich text tags', () => {
    const t = translator('en', 'CookieBanner');
    const parts = t.rich('text', { link: (chunks) => `[${(chunks as string[]).join('')}]` });
    expect([parts].flat().join('')).toBe(
      'We use cookies to understand how visitors use our site and to improve it. Read our [Privacy Policy].',
    );
  });

  it('keeps lists as written', () => {
    const keywords = messageList('ko', 'Pricing.meta.keywords');
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.every((item) => typeof item === 'string' && !item.includes('{'))).toBe(true);
    expect(() => messageList('ko', 'Pricing.meta.title')).toThrow('Pricing.meta.title is not a list');
  });

  it('picks only the namespaces asked for', () => {
    expect(Object.keys(pickMessages('vi', ['Chat', 'Nope']))).toEqual(['Chat']);
  });
});
