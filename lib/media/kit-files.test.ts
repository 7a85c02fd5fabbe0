import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, brandColoursText, KIT_FILES } from './kit-files';
import { boundEntries } from './zip';

const css = fs.readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');

/** The value of `--token` in the block of globals.css that starts at `selector`. */
function token(selector: string, name: string): string {
  const block = css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
  return new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(block)![1].toLowerCase();
}

describe('media kit files', () => {
  it('lists brand colours equal to the design tokens of both themes', () => {
    for (const colour of BRAND_COLOURS) {
      expect(colour.light, colour.token).toBe(token('\n:root {', colour.token));
      expect(colour.dark, colour.token).toBe(token('\n.dark {', colour.token));
    }
    expect(brandColoursText()).toContain('brand        light #b45309 (RGB 180, 83, 9)');
  });

  it('has every listed file with the size and format it claims', async () => {
    for (const file of KIT_FILES) {
      const full = path.join(process.cwd(), 'public', 'media-kit', file.file);
      const meta = await sharp(full).metadata();
      expect(meta.format, file.file).toBe({ SVG: 'svg', PNG: 'png', JPEG: 'jpeg' }[file.format]);
      expect([meta.width, meta.height], file.file).toEqual([file.width, file.height]);
    }
  });

  it('bounds the ZIP: unsafe names, missing files and what passes the cap are left out', () => {
    const logo = path.join(process.cwd(), 'public', 'media-kit', 'kairo-pr-mark.png');
    const { kept, left } = boundEntries(
      [
        { name: 'logos/kairo-pr-mark.png', file: logo },
        { name: '../etc/passwd', file: logo },
        { name: 'photos/missing.png', file: '/nonexistent/file.png' },
        { name: 'photos/again.png', file: logo },
      ],
      fs.statSync(logo).size + 10,
    );
    expect(kept.map((entry) => entry.name)).toEqual(['logos/kairo-pr-mark.png']);
    expect(left).toEqual(['../etc/passwd', 'photos/missing.png', 'photos/again.png']);
  });
});
