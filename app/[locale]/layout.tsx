import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { IntlMessages } from '#i18n';
import { getTranslations } from 'next-intl/server';
import { ThemeProvider } from 'next-themes';
import { Analytics } from '@vercel/analytics/next';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { LanguageSuggestion } from '@/components/layout/language-suggestion';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { ChatWidget } from '@/components/chat/chat-widget';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { siteMetadata } from '@/lib/seo/metadata';
import { defaultLocale, isLocale, languageTag, locales } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return siteMetadata(isLocale(locale) ? locale : defaultLocale);
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

// The analytics script is served only on Vercel; elsewhere it would 404 on every page.
const analyticsEnabled = Boolean(process.env.VERCEL);

// Every locale is prerendered. dynamicParams stays on: a segment's false would also lock the
// pages below it, and an article published after the build must render on its first request. The
// proxy only ever routes a known locale here; anything else gets notFound() below.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// The namespaces the layout's client islands read: navigation (Nav, Common), switcher and
// suggestion (LanguageSwitcher), cookie banner, theme toggle, toaster (Common), the error boundary
// (ErrorBasics, ErrorScreen). The chat widget carries its own provider with its namespace.
const LAYOUT_CLIENT_NAMESPACES = ['Common', 'Nav', 'LanguageSwitcher', 'CookieBanner', 'Theme', 'ErrorBasics', 'ErrorScreen'] as const;

export default async function RootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('Layout');
  return (
    // next-themes sets the theme class before paint; the server cannot know it, hence the warning opt-out.
    <html lang={languageTag[locale]} className="dark" suppressHydrationWarning>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-foreground"
        >
          {t('skipToContent')}
        </a>
        <IntlMessages locale={locale} messages={pickMessages(locale, LAYOUT_CLIENT_NAMESPACES)}>
          {/* Around the header's toggles only: its value changes once after hydration, and React
              then searches everything under it (docs/architecture.md#slow-phones). */}
          <ThemeProvider attribute="class" storageKey="theme" defaultTheme="dark" enableSystem>
            <SiteHeader />
          </ThemeProvider>
          <main id="main">{children}</main>
          <SiteFooter />
          <CookieBanner />
          <LanguageSuggestion />
          <ChatWidget />
          <Toaster />
        </IntlMessages>
        <JsonLd data={[organizationJsonLd(), websiteJsonLd(locale)]} />
        {analyticsEnabled && <Analytics />}
      </body>
    </html>
  );
}
