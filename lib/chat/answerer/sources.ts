/**
 * Everything the answerer of one language is built from: that language's content (English where a
 * file's translation is missing; such passages are left out, see passages.ts), the site's facts, and
 * the language's phrases and glossary vocabulary. Plain data, so it crosses into a worker thread.
 */
import type { Site } from '@/lib/config/site';
import type { CaseStudy } from '@/lib/content/case-studies';
import type { ContentData } from '@/lib/content/files';
import type { Service } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locales';
import type { Glossary, Phrases } from './vocabulary';

type ArticleSource = { slug: string; title: string; description: string; body: string };

export type AnswererSources = {
  locale: Locale;
  site: Site;
  phrases: Phrases;
  glossary: Glossary;
  faq: ContentData<'faq'>;
  contact: ContentData<'contact'>;
  about: ContentData<'about'>;
  testimonials: ContentData<'testimonials'>;
  stats: ContentData<'stats'>;
  packages: ContentData<'packages'>;
  prModes: ContentData<'pr-modes'>;
  privacy: ContentData<'privacy'>;
  services: Service[];
  caseStudies: CaseStudy[];
  /** The released articles and guides written in this language. */
  articles: ArticleSource[];
};
