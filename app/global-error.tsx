'use client';

import { usePathname } from 'next/navigation';
import en from '@/messages/en/ErrorBasics.json';
import ja from '@/messages/ja/ErrorBasics.json';
import ko from '@/messages/ko/ErrorBasics.json';
import vi from '@/messages/vi/ErrorBasics.json';
import zh from '@/messages/zh/ErrorBasics.json';
import { languageTag, localizedPath, splitLocale, type Locale } from '@/lib/i18n/locales';

// Plain strings without arguments, so they are used as written: the layout that would provide the
// compiled messages is what failed. Only the `ErrorBasics` namespace, as every page's bundle carries
// this file in all five languages.
const text: Record<Locale, typeof en> = { en, vi, zh, ko, ja };

// Last resort when the root layout itself fails: no header or footer can render here. It speaks
// the language of the URL (docs/i18n.md#error-pages); a developer's message is shown only in English.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  const t = text[locale];
  return (
    <html lang={languageTag[locale]}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', maxWidth: 640, margin: '0 auto' }}>
        <h1>{t.heading}</h1>
        <p>{(locale === 'en' && error.message) || t.generic}</p>
        {/* A plain link: the router may be what failed, so the page reloads fully. */}
        <a href={localizedPath('/', locale)}>{t.backHome}</a>
      </body>
    </html>
  );
}
