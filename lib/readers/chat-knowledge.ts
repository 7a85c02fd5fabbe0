import 'server-only';
import {
  caseStudiesFrom,
  getAbout,
  getArticles,
  getContactContent,
  getFaqItems,
  getPackages,
  getPrivacyPolicy,
  getPrModes,
  getStats,
  getTestimonials,
  servicesFrom,
  type NodeSource,
} from '@/lib/readers';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { answererSources } from '@/lib/chat/answerer/files';
import type { AnswererSources } from '@/lib/chat/answerer/sources';

/**
 * The chat answerer's sources in `locale` through the cached readers: what the pages show is what
 * the assistant knows. Services and case studies come from `nodes`, the provider the agents belong
 * to. Each file is read in `locale`, English where its translation is missing (the answerer leaves
 * such passages out); the articles are those written in `locale`.
 */
export async function loadAnswererSources(nodes: NodeSource, locale: Locale = defaultLocale): Promise<AnswererSources> {
  const [faq, contact, about, testimonials, stats, packages, prModes, privacy, services, caseStudies, articles] =
    await Promise.all([
      getFaqItems(locale),
      getContactContent(locale),
      getAbout(locale),
      getTestimonials(locale),
      getStats(locale),
      getPackages(locale),
      getPrModes(locale),
      getPrivacyPolicy(locale),
      servicesFrom(nodes, locale),
      caseStudiesFrom(nodes, locale),
      getArticles(),
    ]);
  return answererSources(locale, {
    faq,
    contact,
    about,
    testimonials,
    stats,
    packages,
    prModes,
    privacy,
    services,
    caseStudies,
    articles,
  });
}
