'use client';

import { Link, useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { isActive, isGroup, mainNav } from '@/lib/config/navigation';
import { splitLocale } from '@/lib/i18n/locales';
import { LanguageList } from './language-switcher';
import { NavDropdown } from './nav-dropdown';

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-medium hover:text-brand focus-visible:outline-2 focus-visible:outline-brand ${
    current ? 'text-brand underline decoration-2 underline-offset-8' : 'text-foreground'
  }`;

/** The main navigation's entries as list items; `onNavigate` closes the mobile menu they sit in. */
function NavEntries({ pathname, inline, onNavigate }: { pathname: string; inline: boolean; onNavigate?: () => void }) {
  const t = useTranslations('Nav');
  return mainNav.map((entry) =>
    isGroup(entry) ? (
      <li key={entry.label}>
        <NavDropdown group={entry} pathname={pathname} inline={inline} onNavigate={onNavigate} />
      </li>
    ) : (
      <li key={entry.href}>
        <Link
          href={entry.href}
          aria-current={isActive(entry.href, pathname) ? 'page' : undefined}
          className={linkClass(isActive(entry.href, pathname))}
          onClick={onNavigate}
        >
          {t(entry.label)}
        </Link>
      </li>
    ),
  );
}

function MenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useTranslations('Nav');
  return (
    <button
      type="button"
      className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-border lg:hidden focus-visible:outline-2 focus-visible:outline-brand"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={t(open ? 'closeMenu' : 'openMenu')}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}

function MobileMenuContents({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const common = useTranslations('Common');
  return (
    <>
      <ul className="flex flex-col gap-1">
        <NavEntries pathname={pathname} inline onNavigate={onNavigate} />
      </ul>
      <Link
        href="/contact"
        onClick={onNavigate}
        className="btn btn-primary btn-md btn-block mt-4"
      >
        {common('bookCall')}
      </Link>
      <div className="mt-4 border-t border-border pt-4">
        <LanguageList />
      </div>
    </>
  );
}

/** Desktop navigation and the mobile menu; both list the same entries. */
export function SiteNav() {
  const t = useTranslations('Nav');
  const pathname = splitLocale(usePathname() ?? '/').path;
  const [mobileOpen, setMobileOpen] = useState(false);
  const close = () => setMobileOpen(false);

  return (
    <>
      <nav aria-label={t('main')} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          <NavEntries pathname={pathname} inline={false} />
        </ul>
      </nav>
      <MenuToggle open={mobileOpen} onToggle={() => setMobileOpen((o) => !o)} />
      <nav
        id="mobile-menu"
        aria-label={t('mobile')}
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 pt-2 shadow-lg lg:hidden"
      >
        {/* The menu's entries exist only while it is open: a closed menu costs the page neither
            markup nor hydration, and without JavaScript the toggle cannot open it anyway
            (docs/architecture.md#slow-phones). */}
        {mobileOpen && <MobileMenuContents pathname={pathname} onNavigate={close} />}
      </nav>
    </>
  );
}
