import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listLibrary, MAX_EDGE, readLibraryFile, storeImage, uploadFieldsSchema, UploadError } from './library';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-library-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const fields = uploadFieldsSchema.parse({ alt: 'The team at the Ho Chi Minh City office', release: 'kairo-pr-expands-ho-chi-minh-city-office' });

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .toBuffer();
}

describe('media library', () => {
  it('re-encodes a PNG without its metadata, names it by its content and lists it', async () => {
    const input = await png(320, 200);
    const entry = await storeImage(input, 'Office Team (final).PNG', fields, 'ed@agency.example', dir);
    expect(entry.file).toMatch(/^office-team-final-[0-9a-f]{12}\.png$/);
    expect(entry).toMatchObject({ type: 'image/png', width: 320, height: 200, release: fields.release });
    const stored = readLibraryFile(entry.file, dir)!;
    expect(stored.type).toBe('image/png');
    expect(stored.data.equals(input)).toBe(false);
    expect((await sharp(stored.data).metadata()).exif).toBeUndefined();
    expect(listLibrary(dir).map((image) => image.file)).toContain(entry.file);
  });

  it('shrinks an image past the long-edge limit', async () => {
    const entry = await storeImage(await png(MAX_EDGE + 400, 100), 'wide.png', fields, 'ed@agency.example', dir);
    expect(entry.width).toBe(MAX_EDGE);
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its name', async () => {
    await expect(storeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', fields, 'x', dir)).rejects.toThrow(UploadError);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    await expect(storeImage(gif, 'a.png', fields, 'x', dir)).rejects.toMatchObject({ code: 'type' });
    await expect(storeImage(Buffer.alloc(0), 'a.png', fields, 'x', dir)).rejects.toMatchObject({ code: 'empty' });
  });

  it('serves only names it could have written', () => {
    for (const name of ['../secret.png', 'a.json', '.hidden.png', 'A.PNG', 'a/b.png']) expect(readLibraryFile(name, dir)).toBeUndefined();
  });

  it('checks the editor fields', () => {
    expect(uploadFieldsSchema.safeParse({ alt: '' }).success).toBe(false);
    expect(uploadFieldsSchema.safeParse({ alt: 'fine alt', release: '../x' }).success).toBe(false);
  });
});
