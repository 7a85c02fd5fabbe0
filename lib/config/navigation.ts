import type en from '@/messages/en/Nav.json';

/**
 * Navigation entries (docs/behaviour.md#global-navigation), shared by header, mobile menu and footer.
 * Paths are the English (unprefixed) ones; labels are keys of the Nav messages, so each language
 * names the same entries.
 */
type NavLabel = keyof typeof en;
export type NavLink = { href: string; label: NavLabel };
export type NavGroup = { label: NavLabel; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const mainNav: NavEntry[] = [
  { href: '/', label: 'home' },
  {
    label: 'services',
    items: [
      { href: '/services', label: 'allServices' },
      { href: '/pr-studio', label: 'prStudio' },
      { href: '/pricing', label: 'pricing' },
    ],
  },
  {
    label: 'mediaTools',
    items: [
      { href: '/pr-checker', label: 'prChecker' },
      { href: '/angle-finder', label: 'angleFinder' },
    ],
  },
  { href: '/case-studies', label: 'caseStudies' },
  { href: '/blog', label: 'blog' },
  { href: '/about', label: 'about' },
  { href: '/contact', label: 'contact' },
];

export const footerLinks: NavLink[] = [
  { href: '/services', label: 'services' },
  { href: '/case-studies', label: 'caseStudies' },
  { href: '/pr-studio', label: 'prStudio' },
  { href: '/blog', label: 'blog' },
  { href: '/media', label: 'mediaKit' },
  { href: '/alerts', label: 'releaseAlerts' },
  { href: '/resources', label: 'resources' },
  { href: '/about', label: 'about' },
  { href: '/contact', label: 'contact' },
  { href: '/faq', label: 'faq' },
  { href: '/privacy-policy', label: 'privacyPolicy' },
  { href: '/sitemap', label: 'sitemap' },
];

export const toolLinks: NavLink[] = [
  { href: '/pr-checker', label: 'prChecker' },
  { href: '/angle-finder', label: 'angleFinder' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** A link is active on its own path and, except home, on the pages below it; `pathname` is unprefixed. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
