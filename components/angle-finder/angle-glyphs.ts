import type { Glyph } from '@/components/ui/icon';
import type { AngleIcon } from '@/lib/angle-finder/options';

/** The icon of each angle category, drawn with the site's SvgIcon; only the Angle Finder loads them. */
export const angleGlyphs: Record<AngleIcon, Glyph> = {
  'shield-check': ['M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4'],
  cpu: ['M9 3v2M15 3v2M9 19v2M15 19v2M3 9h2M3 15h2M19 9h2M19 15h2M6 6h12v12H6zM10 10h4v4h-4z'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0'],
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  ],
  'trending-up': ['M3 17l6-6 4 4 8-8M15 7h6v6'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
};
