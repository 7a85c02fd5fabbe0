import NextLink from 'next/link';
import { useLocale as useRequestLocale, useTranslations as useRequestTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Translate } from './client';
import { defaultLocale, isLocale, type Locale } from './locales';
import { localizeHref } from './localize-href';

/**
 * What `#i18n` is in a server component: the same names as lib/i18n/client.tsx, answered from the
 * request's messages by next-intl, so a component rendered on both sides imports one module and a
 * server-rendered link ships no script.
 */
export { IntlMessages } from './client';

export function useLocale(): Locale {
  const locale = useRequestLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

export function useTranslations(namespace: string): Translate {
  return useRequestTranslations(namespace) as unknown as Translate;
}

/** As the client `Link`: the English path in the page's language, without prefetching (docs/architecture.md#slow-phones). */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  return <NextLink prefetch={false} href={localizeHref(href, useLocale())} {...props} />;
}
