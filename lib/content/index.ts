/**
 * Server-side access to the site's content: the cached readers (lib/content/readers.ts), with
 * services and case studies read from this process's provider.
 */
import 'server-only';
import { getProvider } from '@/lib/provider';
import { caseStudiesFrom, servicesFrom } from './readers';

export {
  getAbout,
  getArticle,
  getArticles,
  getContactContent,
  getFaqItems,
  getPackages,
  getPrModes,
  getPrivacySections,
  getPublications,
  getStats,
  getTestimonials,
} from './readers';

export const getServices = () => servicesFrom(getProvider());
export const getCaseStudies = () => caseStudiesFrom(getProvider());

