/**
 * Server-side access to the site's content: the cached readers (lib/readers/index.ts), with
 * services and case studies read from this process's provider.
 */
import 'server-only';
import { getProvider } from '@/lib/provider';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentFileName } from '@/lib/content/files';
import { caseStudiesFrom, contentLanguage as languageFrom, servicesFrom } from '@/lib/readers';

export {
  getAbout,
  getArticles,
  getContactContent,
  getFaqItems,
  getPackages,
  getPrModes,
  getPrivacyPolicy,
  getPublications,
  getStats,
  getTestimonials,
} from '@/lib/readers';

export const getServices = (locale?: Locale) => servicesFrom(getProvider(), locale);
export const getCaseStudies = (locale?: Locale) => caseStudiesFrom(getProvider(), locale);
/** The language `name` is served in for `locale` (English where its translation is missing). */
export const contentLanguage = (name: ContentFileName, locale: Locale) => languageFrom(name, locale, getProvider());

