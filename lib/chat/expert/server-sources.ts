import 'server-only';
import type { KnowledgeSources } from './knowledge';
import { knowledgeSources } from './sources';

/** The chat's sources through the cached readers: what the pages show is what the assistant knows. */
export async function loadKnowledgeSources(): Promise<KnowledgeSources> {
  // Imported when first needed: the content readers reach the provider, whose agent registry loads
  // this module, so a static import is a cycle in which the readers may not be initialised yet.
  const {
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
  } = await import('@/lib/content');
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
