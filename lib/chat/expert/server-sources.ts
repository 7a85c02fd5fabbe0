import 'server-only';
import {
  getAbout,
  getArticles,
  getCaseStudies,
  getContactContent,
  getFaqItems,
  getPackages,
  getPrModes,
  getServices,
  getStats,
  getTestimonials,
} from '@/lib/content';
import type { KnowledgeSources } from './knowledge';
import { knowledgeSources } from './sources';

/** The chat's sources through the cached readers: what the pages show is what the assistant knows. */
export async function loadKnowledgeSources(): Promise<KnowledgeSources> {
  const [faq, contact, about, testimonials, stats, packages, prModes, services, caseStudies, articles] =
    await Promise.all([
      getFaqItems(),
      getContactContent(),
      getAbout(),
      getTestimonials(),
      getStats(),
      getPackages(),
      getPrModes(),
      getServices(),
      getCaseStudies(),
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
