'use client';

import type { Locale } from '@/lib/i18n/locales';
import { SUGGESTION_DISMISSED_KEY, type LanguageLink } from '@/lib/i18n/switcher';
import ja from '@/messages/ja/LanguageSwitcher.json';
import ko from '@/messages/ko/LanguageSwitcher.json';
import vi from '@/messages/vi/LanguageSwitcher.json';
import zh from '@/messages/zh/LanguageSwitcher.json';
import { rememberLocale } from './language-switcher';

/**
 * Written in the suggested language, whose messages the page does not carry: this module loads
 * only when a suggestion is shown, so it brings them along. English pages alone suggest
 * (lib/i18n/switcher.ts), hence no English text here.
 */
const texts: Record<Exclude<Locale, 'en'>, typeof ko.suggestion> = {
  vi: vi.suggestion,
  zh: zh.suggestion,
  ko: ko.suggestion,
  ja: ja.suggestion,
};

/** Fixed in a corner, so it shifts nothing; it announces itself politely and never takes focus. */
export function LanguageNotice({ link, onClose }: { link: LanguageLink; onClose: () => void }) {
  if (link.locale === 'en') return null;
  const text = texts[link.locale];
  const dismiss = () => {
    try {
      localStorage.setItem(SUGGESTION_DISMISSED_KEY, link.locale);
    } catch {
      // Storage can be blocked; the notice still closes for this page view.
    }
    onClose();
  };
  return (
    <section
      aria-label={text.region}
      lang={link.tag}
      className="fixed right-4 top-20 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-4 shadow-xl"
    >
      <p role="status" className="text-sm text-foreground">
        {text.text}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={dismiss}>
          {text.dismiss}
        </button>
        <a href={link.href} hrefLang={link.tag} className="btn btn-primary btn-sm" onClick={() => rememberLocale(link.locale)}>
          {text.accept}
        </a>
      </div>
    </section>
  );
}
