/**
 * The client islands' translator (lib/i18n/client.tsx): compiled messages from the server format as
 * next-intl would, in the provider's language, with links kept in that language.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlMessages, Link, useLocale, useTranslations } from './client';
import type { Locale } from './locales';
import { pickMessages } from './messages';

function render(locale: Locale, namespaces: string[], child: () => ReactNode): string {
  return renderToStaticMarkup(
    h(IntlMessages, { locale, messages: pickMessages(locale, namespaces), children: h(child) }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useTranslations in a client island', () => {
  it('formats arguments and plurals in the provider language', () => {
    const Retry = () => useTranslations('Errors')('tooManyRequests', { seconds: 1 });
    expect(render('en', ['Errors'], Retry)).toBe('Too many requests. Please try again in 1 second.');
    const RetryLater = () => useTranslations('Errors')('tooManyRequests', { seconds: 30 });
    expect(render('en', ['Errors'], RetryLater)).toBe('Too many requests. Please try again in 30 seconds.');
    const html = render('ja', ['Errors'], RetryLater);
    expect(html).toContain('30');
    expect(html).not.toMatch(/[{}]/);
  });

  it('renders rich text tags as elements', () => {
    const Banner = () =>
      useTranslations('CookieBanner').rich('text', { link: (chunks) => h('a', { href: '/privacy-policy' }, chunks) });
    expect(render('en', ['CookieBanner'], Banner)).toBe(
      'We use cookies to understand how visitors use our site and to improve it. Read our <a href="/privacy-policy">Privacy Policy</a>.',
    );
  });

  it('reads namespaces given further up, and shows the key of a missing message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Both = () => {
      const common = useTranslations('Common');
      const chat = useTranslations('Chat');
      return `${common('opensInNewTab')}|${chat('title')}|${chat('noSuchKey')}`;
    };
    const inner = h(IntlMessages, { locale: 'ko', messages: pickMessages('ko', ['Chat']), children: h(Both) });
    const html = renderToStaticMarkup(
      h(IntlMessages, { locale: 'ko', messages: pickMessages('ko', ['Common']), children: inner }),
    );
    const [opens, title, missing] = html.split('|');
    expect(opens).not.toBe('');
    expect(opens).not.toContain('Common.');
    expect(title).not.toContain('Chat.');
    expect(missing).toBe('Chat.noSuchKey');
    expect(error).toHaveBeenCalledWith('Missing message Chat.noSuchKey in ko');
  });

  it('keeps links and the locale in the provider language', () => {
    const Pricing = () => h(Link, { href: '/pricing' }, useLocale());
    expect(render('ko', [], Pricing)).toBe('<a href="/ko/pricing">ko</a>');
    expect(render('en', [], Pricing)).toBe('<a href="/pricing">en</a>');
  });
});
