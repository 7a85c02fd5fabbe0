import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ThemeProvider } from 'next-themes';
import { Analytics } from '@vercel/analytics/next';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { ChatWidget } from '@/components/chat/chat-widget';
import { JsonLd } from '@/components/seo/json-ld';
import { site } from '@/lib/config/site';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { isLocale, languageTag, locales } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.brand,
  ...buildMetadata({ title: site.tagline, description: site.description, path: '/' }),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

// The analytics script is served only on Vercel; elsewhere it would 404 on every page.
const analyticsEnabled = Boolean(process.env.VERCEL);

// Every locale is prerendered; any other first segment is a 404, never a page rendered on request.
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// The namespaces the layout's client islands (chat, cookie banner, switcher, theme toggle) read.
const LAYOUT_CLIENT_NAMESPACES = ['Layout'] as const;

export default async function RootLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('Layout');
  return (
    // next-themes sets the theme class before paint; the server cannot know it, hence the warning opt-out.
    <html lang={languageTag[locale]} className="dark" suppressHydrationWarning>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <ThemeProvider attribute="class" storageKey="theme" defaultTheme="dark" enableSystem disableTransitionOnChange>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-foreground"
          >
            {t('skipToContent')}
          </a>
          <NextIntlClientProvider messages={pickMessages(locale, LAYOUT_CLIENT_NAMESPACES)}>
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter />
          <CookieBanner />
          <ChatWidget />
          <Toaster />
          </NextIntlClientProvider>
        </ThemeProvider>
        <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
        {analyticsEnabled && <Analytics />}
      </body>
    </html>
  );
}
