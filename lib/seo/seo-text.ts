import { createTranslator } from 'next-intl';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

type SeoText = { siteTitle: string; siteDescription: string; feedTitle: string; shareImageAlt: string };

/**
 * The site-wide texts search engines and link previews show, in a locale (namespace `Seo`). Read
 * without a request, so metadata builders stay plain synchronous functions.
 */
export function seoText(locale: Locale): SeoText {
  const messages: Record<string, Record<string, string>> = { Seo: messagesFor(locale).Seo as Record<string, string> };
  const t = createTranslator({ locale, messages, namespace: 'Seo' });
  const siteTitle = t('siteTitle');
  return {
    siteTitle,
    siteDescription: t('siteDescription'),
    feedTitle: t('feedTitle', { brand: site.brand }),
    shareImageAlt: t('shareImageAlt', { brand: site.brand, tagline: siteTitle }),
  };
}
