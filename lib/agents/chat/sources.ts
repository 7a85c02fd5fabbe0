/**
 * Gathers the agency's own content for the chat expert. Typed modules and seed nodes are imported, so
 * they ship with the server bundle; newsroom articles come from the newsroom's own validated loader.
 */
import 'server-only';
import { founder, mission, values, vision } from '@/content/about';
import caseStudyNodes from '@/content/case-studies.nodes.json';
import { contactFaqItems, whatToExpect } from '@/content/contact';
import { faqItems, GUIDE_PATH } from '@/content/faq';
import { prModes } from '@/content/pr-modes';
import { stats } from '@/content/stats';
import serviceNodes from '@/content/services.nodes.json';
import { testimonials } from '@/content/testimonials';
import { site } from '@/lib/config/site';
import { mapCaseStudyNodes } from '@/lib/content/case-studies';
import { mapServiceNodes } from '@/lib/content/services';
import { getArticles } from '@/lib/newsroom/articles';
import type { ArticleMeta, KnowledgeSources } from './knowledge';

/** The reach figures of the home page's numbers section, worded for a reply. */
export const agencyFigures = stats.map((stat) => ({
  value: `${stat.value.toLocaleString('en-US')}${stat.suffix}`,
  label: stat.label.toLowerCase(),
}));

export function readArticleMeta(): ArticleMeta[] {
  return getArticles().map(({ slug, title, description, category }) => ({ slug, title, description, category }));
}

export function defaultKnowledgeSources(): KnowledgeSources {
  return {
    site,
    faqItems,
    prModes,
    guidePath: GUIDE_PATH,
    services: mapServiceNodes(serviceNodes.nodes),
    caseStudies: mapCaseStudyNodes(caseStudyNodes.nodes),
    about: { mission, values, founder, vision },
    extraFaqItems: contactFaqItems,
    process: whatToExpect,
    figures: agencyFigures,
    testimonials,
    articles: readArticleMeta(),
  };
}
