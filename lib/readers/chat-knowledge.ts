import 'server-only';
import {
  caseStudiesFrom,
  getAbout,
  getArticles,
  getContactContent,
  getFaqItems,
  getPackages,
  getPrModes,
  getStats,
  getTestimonials,
  servicesFrom,
  type NodeSource,
} from '@/lib/readers';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { KnowledgeSources } from '@/lib/chat/expert/knowledge';
import { knowledgeSources } from '@/lib/chat/expert/sources';

/**
 * The chat's sources through the cached readers: what the pages show is what the assistant knows.
 * Services and case studies come from `nodes`, the provider the agents belong to. Each file is read
 * in `locale`, English where its translation is missing; the newsroom is English only.
 */
export async function loadKnowledgeSources(nodes: NodeSource, locale: Locale = defaultLocale): Promise<KnowledgeSources> {
  const [faq, contact, about, testimonials, stats, packages, prModes, services, caseStudies, articles] =
    await Promise.all([
      getFaqItems(locale),
      getContactContent(locale),
      getAbout(locale),
      getTestimonials(locale),
      getStats(locale),
      getPackages(locale),
      getPrModes(locale),
      servicesFrom(nodes, locale),
      caseStudiesFrom(nodes, locale),
      getArticles(),
    ]);
  return knowledgeSources({
    faq,
    contact,
    about,
    testimonials,
    stats,
    packages,
    prModes,
    services,
    caseStudies,
    articles,
  });
}
