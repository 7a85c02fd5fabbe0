import { can, type AdminArea, type StaffRole } from './roles';

/** The back office's sections, in nav order; each is shown only to roles that may open it. */
export const ADMIN_SECTIONS: readonly { href: string; label: string; area: AdminArea }[] = [
  { href: '/admin', label: 'Dashboard', area: 'dashboard' },
  { href: '/admin/leads', label: 'Leads', area: 'leads' },
  { href: '/admin/subscribers', label: 'Subscribers', area: 'leads' },
  { href: '/admin/conversations', label: 'Conversations', area: 'conversations' },
  { href: '/admin/content', label: 'Content', area: 'content' },
  { href: '/admin/content/media', label: 'Media', area: 'content' },
  { href: '/admin/staff', label: 'Staff', area: 'staff' },
  { href: '/admin/audit', label: 'Audit log', area: 'audit' },
];

export function sectionsFor(role: StaffRole) {
  return ADMIN_SECTIONS.filter((section) => can(role, section.area));
}
