/**
 * The site's inline stroke icons: no icon library, a few hundred bytes of SVG each, decorative
 * (hidden from assistive technology; the text or label next to an icon carries its meaning).
 *
 * Server components pick an icon by name with `Icon`, which costs the browser nothing. An island
 * draws a glyph (its path data, defined beside the island) with `SvgIcon`, so the paths load only
 * with that island. The header, cookie banner, chat launcher and FAQ accordion, which load on
 * most pages, keep their few lines of inline SVG: the shared module would cost every page more.
 */
export type Glyph = readonly string[];

type SvgIconProps = {
  glyph: Glyph;
  className?: string;
  strokeWidth?: number;
  /** Round line ends and joins; false keeps the SVG defaults. */
  rounded?: boolean;
};

export function SvgIcon({ glyph, className = 'h-6 w-6', strokeWidth = 1.8, rounded = true }: SvgIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
      className={className}
    >
      {glyph.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The glyphs server components and content data name. */
const byName = {
  megaphone: [
    'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z',
    'M15.5 8.5a5 5 0 0 1 0 7',
    'M18.5 5.5a9 9 0 0 1 0 13',
  ],
  trending: ['M3 17l6-6 4 4 8-8', 'M14 7h7v7'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Z', 'M9 12l2 2 4-4'],
  rocket: ['M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2', 'M9 15l-3-3c1-4 4-8 12-9-1 8-5 11-9 12Z', 'M15 9h.01'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2'],
  check: ['M5 12l5 5L20 7'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z'],
  users: [
    'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1',
    'M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M22 19v-1a4 4 0 0 0-3-3.9',
    'M16 4.1a3 3 0 0 1 0 5.8',
  ],
  mail: ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z', 'M3 7l9 6 9-6'],
  'map-pin': ['M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z'],
  calendar: ['M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z', 'M16 3v4M8 3v4M4 10h16'],
  book: ['M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Z', 'M4 19a2 2 0 0 1 2-2h13'],
  chart: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M21 21l-5-5'],
  newspaper: ['M4 5h13v14H6a2 2 0 0 1-2-2V5Z', 'M17 9h3v8a2 2 0 0 1-2 2', 'M8 9h5M8 13h5'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
} satisfies Record<string, Glyph>;

export type IconName = keyof typeof byName;

/** An icon picked by name, for server components and content data. */
export function Icon({ name, ...rest }: Omit<SvgIconProps, 'glyph'> & { name: IconName }) {
  return <SvgIcon glyph={byName[name]} {...rest} />;
}
