/**
 * Gathers the agency's own content for the chat expert. Typed modules and seed nodes are imported, so
 * they ship with the server bundle; newsroom articles are read from `content/newsroom/*.md` when that
 * folder exists, because their front matter is the only index of them.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { founder, mission, values, vision } from '@/content/about';
import caseStudyNodes from '@/content/case-studies.nodes.json';
import { contactFaqItems, whatToExpect } from '@/content/contact';
import { faqItems, GUIDE_PATH } from '@/content/faq';
import { prModes } from '@/content/pr-modes';
import serviceNodes from '@/content/services.nodes.json';
import { testimonials } from '@/content/testimonials';
import { site } from '@/lib/config/site';
import { mapCaseStudyNodes } from '@/lib/content/case-studies';
import { mapServiceNodes } from '@/lib/content/services';
import type { ArticleMeta, KnowledgeSources } from './knowledge';

/** The reach figures of the home page's numbers section (spec section 2, Home). */
export const agencyFigures = [
  { value: '450,000+', label: 'journalists and publishers in our distribution network' },
  { value: '100+', label: 'projects delivered for Web3, fintech and tech companies' },
  { value: '25+', label: 'press releases published every month' },
];

export function readArticleMeta(): ArticleMeta[] {
  let files: string[];
  try {
    files = fs.readdirSync(path.join(process.cwd(), 'content', 'newsroom')).filter((file) => file.endsWith('.md'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    try {
      const { data } = matter(fs.readFileSync(path.join(process.cwd(), 'content', 'newsroom', file), 'utf8'));
      const title = typeof data.title === 'string' ? data.title : '';
      if (!title) return [];
      return [
        {
          slug: typeof data.slug === 'string' ? data.slug : file.replace(/\.md$/, ''),
          title,
          description: typeof data.description === 'string' ? data.description : '',
          category: typeof data.category === 'string' ? data.category : undefined,
        },
      ];
    } catch {
      return [];
    }
  });
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
