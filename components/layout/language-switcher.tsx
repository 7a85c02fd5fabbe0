'use client';

import { useLocale, useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useId, type FocusEvent, type KeyboardEvent } from 'react';
import { languageTag, localeName, type Locale } from '@/lib/i18n/locales';
import { languageLinks, localeCookie } from '@/lib/i18n/switcher';

/** An explicit choice: proxy.ts then sends this visitor's English URLs to that language. */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/**
 * The same page in every language, as plain links (they work without JavaScript; a change of
 * language is a new root layout, hence a full load anyway). Docs: docs/i18n.md#switcher-and-suggestion.
 */
function LanguageLinks({ className, linkClass, labelledBy }: { className: string; linkClass: string; labelledBy?: string }) {
  const locale = useLocale();
  const links = languageLinks(usePathname() ?? '/', locale);
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            hrefLang={link.tag}
            lang={link.tag}
            aria-current={link.current ? 'true' : undefined}
            onClick={() => rememberLocale(link.locale)}
            className={`${linkClass} focus-visible:outline-2 focus-visible:outline-brand ${link.current ? 'font-semibold text-brand' : ''}`}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A labelled list for the mobile menu and the footer. */
export function LanguageList({ inline = false }: { inline?: boolean }) {
  const t = useTranslations('LanguageSwitcher');
  const id = useId();
  return (
    <div className={inline ? 'flex flex-wrap items-center' : ''}>
      <p id={id} className="px-3 text-sm font-semibold text-muted">
        {t('label')}
      </p>
      <LanguageLinks
        labelledBy={id}
        className={inline ? 'flex flex-wrap' : 'flex flex-col gap-1'}
        linkClass="block rounded-md px-3 py-2 text-sm hover:text-brand"
      />
    </div>
  );
}

const globe = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18';

/**
 * The header's disclosure: a native <details>, so it opens without JavaScript too; with it, Escape
 * closes the list and returns focus to the toggle, and leaving the list closes it.
 */
export function LanguageMenu() {
  const t = useTranslations('LanguageSwitcher');
  const locale = useLocale();
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) event.currentTarget.open = false;
  };
  return (
    <details className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary
        aria-label={t('button', { language: localeName[locale] })}
        className="inline-flex h-10 cursor-pointer list-none items-center gap-1 rounded-full border border-border px-3 text-sm text-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d={globe} />
        </svg>
        {/* Room is short beside the navigation on narrower desktops: the globe alone, named by the label. */}
        <span lang={languageTag[locale]} className="hidden xl:inline">
          {localeName[locale]}
        </span>
      </summary>
      <LanguageLinks
        className="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-lg border border-border bg-background p-2 shadow-lg"
        linkClass="block rounded-md px-3 py-2 text-sm hover:bg-card"
      />
    </details>
  );
}
