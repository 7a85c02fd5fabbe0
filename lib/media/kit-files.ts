/**
 * The media kit's fixed files (docs/behaviour.md#media-kit): logos and leadership portraits kept in
 * public/media-kit (PNG and JPEG rendered from the SVGs by `npm run media-kit:render`), and the
 * brand colours, which are the design tokens of app/globals.css (a test keeps the two equal).
 */

export const KIT_PUBLIC_FOLDER = 'media-kit';

export type KitFile = {
  file: string;
  group: 'logos' | 'leadership';
  /** MediaKit.files.<key>: what the file is. */
  key: 'logoLight' | 'logoDark' | 'mark' | 'portrait';
  format: 'SVG' | 'PNG' | 'JPEG';
  width: number;
  height: number;
  /** The tile colour the file is previewed on: each logo on the background it is made for. */
  preview: 'light' | 'dark';
  /**
   * A smaller rendition the page shows instead of a large raster file: the page's lazy images near
   * the first screen still load with it, and the full portrait alone was 32 kB of a phone's first visit.
   */
  previewFile?: string;
};

export const KIT_FILES: readonly KitFile[] = [
  { file: 'kairo-pr-logo-light.svg', group: 'logos', key: 'logoLight', format: 'SVG', width: 1308, height: 256, preview: 'light' },
  { file: 'kairo-pr-logo-light.png', group: 'logos', key: 'logoLight', format: 'PNG', width: 1600, height: 313, preview: 'light' },
  { file: 'kairo-pr-logo-dark.svg', group: 'logos', key: 'logoDark', format: 'SVG', width: 1308, height: 256, preview: 'dark' },
  { file: 'kairo-pr-logo-dark.png', group: 'logos', key: 'logoDark', format: 'PNG', width: 1600, height: 313, preview: 'dark' },
  { file: 'kairo-pr-mark.svg', group: 'logos', key: 'mark', format: 'SVG', width: 512, height: 512, preview: 'light' },
  { file: 'kairo-pr-mark.png', group: 'logos', key: 'mark', format: 'PNG', width: 1024, height: 1024, preview: 'light' },
  { file: 'linh-tran.jpg', group: 'leadership', key: 'portrait', format: 'JPEG', width: 1200, height: 1500, preview: 'dark', previewFile: 'linh-tran-preview.jpg' },
];

/** The public address of a kit file. */
export function kitFileUrl(file: string): string {
  return `/${KIT_PUBLIC_FOLDER}/${file}`;
}

export type BrandColour = { token: string; light: string; dark: string };

/** The site's colour tokens in its light and dark themes, as in app/globals.css. */
export const BRAND_COLOURS: readonly BrandColour[] = [
  { token: 'brand', light: '#b45309', dark: '#fbbf24' },
  { token: 'foreground', light: '#0f172a', dark: '#e5e7eb' },
  { token: 'background', light: '#ffffff', dark: '#0b1120' },
  { token: 'card', light: '#f8fafc', dark: '#111a2e' },
  { token: 'muted', light: '#475569', dark: '#a3adc2' },
  { token: 'border', light: '#dbe2ea', dark: '#26324c' },
];

/** The brand colours as a plain text file for the ZIP: token, light and dark values with their RGB. */
export function brandColoursText(): string {
  const rgb = (hex: string) =>
    [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ');
  const lines = BRAND_COLOURS.map(
    ({ token, light, dark }) => `${token.padEnd(12)} light ${light} (RGB ${rgb(light)})   dark ${dark} (RGB ${rgb(dark)})`,
  );
  return `Kairo PR brand colours\n\n${lines.join('\n')}\n`;
}
