'use client';
import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format';
import NextLink from 'next/link';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defaultLocale, localizedPath, type Locale } from './locales';

/**
 * Translation in client components and in components rendered on both sides (imported as `#i18n`,
 * which resolves to lib/i18n/server-components.tsx in server components). next-intl's client runtime carries
 * date, list and relative-time formatters no island uses and its own router-aware link; the
 * messages arrive compiled (lib/i18n/messages.ts), so formatting them takes icu-minify's small
 * runtime and a context, which every page would otherwise pay for in its first-load JavaScript.
 */
type Messages = { [key: string]: CompiledMessage | string[] | Messages };
type Translations = { locale: Locale; messages: Messages };

const TranslationsContext = createContext<Translations>({ locale: defaultLocale, messages: {} });

/** Hands a client island its language and the namespaces it reads, on top of any given further up. */
export function IntlMessages({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: object;
  children: ReactNode;
}) {
  const parent = useContext(TranslationsContext);
  const value = useMemo(
    () => ({ locale, messages: { ...parent.messages, ...(messages as Messages) } }),
    [locale, messages, parent.messages],
  );
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(TranslationsContext).locale;
}

type Values = Record<string, string | number>;
type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;
export type Translate = ((key: string, values?: Values) => string) & {
  rich: (key: string, values: RichValues) => ReactNode;
};

// Plural rules and number formats are built per call: a handful of messages on a page take them.
const options: FormatOptions = {
  formatters: {
    getNumberFormat: (...args) => new Intl.NumberFormat(...args),
    getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
    getPluralRules: (...args) => new Intl.PluralRules(...args),
  },
  timeZone: 'UTC',
};

function translator(locale: Locale, messages: Messages, namespace: string): Translate {
  const message = (key: string): CompiledMessage => {
    let node: Messages[string] | undefined = messages;
    for (const part of `${namespace}.${key}`.split('.')) node = (node as Messages | undefined)?.[part];
    if (typeof node === 'string' || (Array.isArray(node) && !node.every((item) => typeof item === 'string'))) {
      return node as CompiledMessage;
    }
    // A missing message shows its key, as next-intl does; the catalogue test keeps this from shipping.
    console.error(`Missing message ${namespace}.${key} in ${locale}`);
    return `${namespace}.${key}`;
  };
  return Object.assign((key: string, values?: Values) => String(format(message(key), locale, values, options)), {
    rich: (key: string, values: RichValues): ReactNode => {
      const result = format<ReactNode>(message(key), locale, values as FormatValues<ReactNode>, options);
      return Array.isArray(result)
        ? result.map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part))
        : result;
    },
  });
}

export function useTranslations(namespace: string): Translate {
  const { locale, messages } = useContext(TranslationsContext);
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace]);
}

/**
 * next/link with an English route (`/pricing`) taken into the page's language: with the server
 * variant, the one place a link is localized. In the browser every link is one of the site's fixed
 * routes, so the plain prefix does, and the islands do not ship the general rule
 * (lib/i18n/localize-href.ts) that the server variant applies to any internal href. No prefetching
 * (docs/architecture.md#slow-phones).
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  return <NextLink prefetch={false} href={localizedPath(href, useLocale())} {...props} />;
}
