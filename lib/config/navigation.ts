/** Navigation entries (docs/behaviour.md#global-navigation), shared by header, mobile menu and footer. */
export type NavLink = { href: string; label: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const mainNav: NavEntry[] = [
  { href: '/', label: 'Home' },
  {
    label: 'Services',
    items: [
      { href: '/services', label: 'All Services' },
      { href: '/pr-studio', label: 'PR Studio' },
      { href: '/pricing', label: 'Pricing' },
    ],
  },
  {
    label: 'Media Tools',
    items: [
      { href: '/pr-checker', label: 'PR Credibility Checker' },
      { href: '/angle-finder', label: 'Angle Finder' },
    ],
  },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const footerLinks: NavLink[] = [
  { href: '/services', label: 'Services' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/pr-studio', label: 'PR Studio' },
  { href: '/blog', label: 'Blog' },
  { href: '/resources', label: 'Resources' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/faq', label: 'FAQ' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/sitemap', label: 'Sitemap' },
];

export const toolLinks: NavLink[] = [
  { href: '/pr-checker', label: 'PR Credibility Checker' },
  { href: '/angle-finder', label: 'Angle Finder' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** A link is active on its own path and, except home, on the pages below it. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
