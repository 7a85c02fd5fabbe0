import { Link } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/lib/config/site';
import { LanguageMenu } from './language-switcher';
import { SiteNav } from './site-nav';
import { ThemeToggle } from './theme-toggle';
import { Logo } from './logo';

export async function SiteHeader() {
  const [t, common] = await Promise.all([getTranslations('Nav'), getTranslations('Common')]);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          prefetch={false}
          href="/"
          className="flex items-center gap-2 font-bold focus-visible:outline-2 focus-visible:outline-brand"
          aria-label={t('homeLink', { brand: site.brand })}
        >
          <Logo />
          <span className="text-lg">{site.brand}</span>
        </Link>
        <SiteNav />
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageMenu />
          <ThemeToggle />
          <ButtonLink href="/contact" size="md">
            {common('bookCall')}
          </ButtonLink>
        </div>
        <div className="lg:hidden">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
