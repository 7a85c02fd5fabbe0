/**
 * Gathers the agency's own content for the chat expert, from the same readers the pages use: the
 * cached readers on the server (so the assistant follows a revalidation exactly like the pages), or
 * straight from a content folder (tests).
 */
import path from 'node:path';
import { site } from '@/lib/config/site';
import type { CaseStudy } from '@/lib/content/case-studies';
import { mapCaseStudyNodes } from '@/lib/content/case-studies';
import { readContentFile, resolveContentDir, type ContentData, type ContentFileName } from '@/lib/content/files';
import { readLocalizedContent } from '@/lib/content/localized';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { Stat } from '@/lib/content/schemas';
import type { Service } from '@/lib/content/services';
import { mapServiceNodes } from '@/lib/content/services';
import { loadArticles, type Article } from '@/lib/newsroom/articles';
import { releasedOnly } from '@/lib/newsroom/embargo';
import { GUIDE_PATH } from '@/lib/newsroom/guide';
import type { KnowledgeSources } from './knowledge';

export type KnowledgeContent = {
  faq: ContentData<'faq'>;
  contact: ContentData<'contact'>;
  about: ContentData<'about'>;
  testimonials: ContentData<'testimonials'>;
  stats: ContentData<'stats'>;
  packages: ContentData<'packages'>;
  prModes: ContentData<'pr-modes'>;
  services: Service[];
  caseStudies: CaseStudy[];
  articles: Article[];
};

/** The reach figures of the home page's numbers section, worded for a reply. */
function agencyFigures(stats: readonly Stat[]) {
  return stats.map((stat) => ({
    value: `${stat.value.toLocaleString('en-US')}${stat.suffix}`,
    label: stat.label.toLowerCase(),
  }));
}

export function knowledgeSources(content: KnowledgeContent): KnowledgeSources {
  const { mission, values, founder, vision } = content.about;
  return {
    site,
    packages: content.packages,
    faqItems: content.faq,
    prModes: content.prModes,
    guidePath: GUIDE_PATH,
    services: content.services,
    caseStudies: content.caseStudies,
    about: { mission, values, founder, vision },
    extraFaqItems: content.contact.faq,
    process: content.contact.whatToExpect,
    figures: agencyFigures(content.stats),
    testimonials: content.testimonials,
    // The English expert's articles; each language's expert reads its own content (localized-expert.ts).
    articles: content.articles.filter((article) => article.locale === defaultLocale).map(({ slug, title, description, category }) => ({
      slug,
      title,
      description,
      category,
    })),
  };
}

/**
 * Every source read directly from a content folder (default CONTENT_DIR), in `locale` where a
 * translation exists; throws on an invalid English file.
 */
export function readKnowledgeSources(dir?: string, locale: Locale = defaultLocale): KnowledgeSources {
  const read = <K extends ContentFileName>(name: K) =>
    locale === defaultLocale ? readContentFile(name, dir) : readLocalizedContent(name, locale, dir).data;
  return knowledgeSources({
    faq: read('faq'),
    contact: read('contact'),
    about: read('about'),
    testimonials: read('testimonials'),
    stats: read('stats'),
    packages: read('packages'),
    prModes: read('pr-modes'),
    services: mapServiceNodes(read('services').nodes),
    caseStudies: mapCaseStudyNodes(read('case-studies').nodes),
    articles: releasedOnly(loadArticles(path.join(resolveContentDir(dir), 'newsroom'))),
  });
}
