/**
 * Server-side access to services and case studies. Raw nodes are cached with the tags 'services' and
 * 'case-studies' for 300 s, so `revalidateTag` from POST /api/revalidate refreshes them at once.
 * The provider call sits inside the cache and the error handling outside it: a failed call throws
 * through `unstable_cache`, which then stores nothing, and the next render tries the provider again
 * instead of serving a cached empty list for five minutes.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getProvider } from '@/lib/provider';
import { mapCaseStudyNodes, type CaseStudy } from './case-studies';
import { loadList } from './load';
import { mapServiceNodes, type Service } from './services';

export const CONTENT_REVALIDATE_SECONDS = 300;

const cachedServiceNodes = unstable_cache(() => getProvider().listNodes('services'), ['content-nodes', 'services'], {
  tags: ['services'],
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

const cachedCaseStudyNodes = unstable_cache(
  () => getProvider().listNodes('case-studies'),
  ['content-nodes', 'case-studies'],
  { tags: ['case-studies'], revalidate: CONTENT_REVALIDATE_SECONDS },
);

export function getServices(): Promise<Service[]> {
  return loadList('services', cachedServiceNodes, mapServiceNodes);
}

export function getCaseStudies(): Promise<CaseStudy[]> {
  return loadList('case studies', cachedCaseStudyNodes, mapCaseStudyNodes);
}

export type { Service } from './services';
export type { CaseStudy } from './case-studies';
export type { Sector, SectorBadge, BadgeTone } from './sector';
export { homeSectorBadge, pageSectorBadge } from './sector';
