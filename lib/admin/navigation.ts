import { can, type AdminArea, type StaffRole } from './roles';

type AdminSection = { href: string; label: string; area: AdminArea };

/**
 * The back office's sections, in nav order; each is shown only to roles that may open it. The one
 * map from a path to its area: pages, actions and route handlers name their path, never an area.
 */
export const ADMIN_SECTIONS = [
  { href: '/admin', label: 'Dashboard', area: 'dashboard' },
  { href: '/admin/leads', label: 'Leads', area: 'leads' },
  { href: '/admin/subscribers', label: 'Subscribers', area: 'leads' },
  { href: '/admin/conversations', label: 'Conversations', area: 'conversations' },
  { href: '/admin/content', label: 'Content', area: 'content' },
  { href: '/admin/content/media', label: 'Media', area: 'content' },
  { href: '/admin/staff', label: 'Staff', area: 'staff' },
  { href: '/admin/audit', label: 'Audit log', area: 'audit' },
] as const satisfies readonly AdminSection[];

type SectionHref = (typeof ADMIN_SECTIONS)[number]['href'];

/** A back-office section or a page below one. */
export type AdminPath = SectionHref | `${SectionHref}/${string}`;

const LONGEST_FIRST: readonly AdminSection[] = [...ADMIN_SECTIONS].sort((a, b) => b.href.length - a.href.length);

/** The area of the section a path falls under: the longest matching section prefix. */
export function areaOf(path: AdminPath): AdminArea {
  const section = LONGEST_FIRST.find((candidate) => path === candidate.href || path.startsWith(`${candidate.href}/`));
  return section?.area ?? 'dashboard';
}

export function sectionsFor(role: StaffRole) {
  return ADMIN_SECTIONS.filter((section) => can(role, section.area));
}
