/**
 * The media library (docs/operations.md#media-library): images editors upload for releases, checked
 * and re-encoded with sharp, stored under CONTENT_DIR/media/library, so in cluster mode every
 * instance serves them from the shared content volume as it serves the content files. Each image
 * has a JSON sidecar with its alt text, caption, credit and release.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { resolveContentDir } from '@/lib/content/files';
import { writeFileAtomic } from '@/lib/authoring/save';
import { trimEndChars } from '@/lib/text/linear';

/** Larger uploads are refused before decoding; under the 10 MB the request proxy buffers. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** A decompression bomb (a small file of a huge image) is refused before its pixels are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored originals are at most this many pixels on their long edge: high resolution for print. */
export const MAX_EDGE = 4000;

const FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
} as const;

type Format = keyof typeof FORMATS;

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A stored file's name: lowercase words, a content hash, a known extension. Nothing else is ever read. */
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpg|png|webp)$/;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields an editor fills in beside the file. */
export const uploadFieldsSchema = z.object({
  alt: z.string().trim().min(3, 'Alt text must describe the image (at least 3 characters).').max(300, 'Alt text must be at most 300 characters.'),
  caption: z.string().trim().max(500, 'The caption must be at most 500 characters.').default(''),
  credit: z.string().trim().max(200, 'The credit must be at most 200 characters.').default(''),
  release: z.union([z.literal(''), z.string().regex(SLUG, 'Choose a release from the list.')]).default(''),
});

export type UploadFields = z.infer<typeof uploadFieldsSchema>;

const entrySchema = uploadFieldsSchema.extend({
  file: z.string().regex(FILE_NAME),
  type: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  originalName: z.string().max(200),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});

export type LibraryImage = z.infer<typeof entrySchema>;

/** Why an upload was refused; the back office shows the matching sentence (UPLOAD_ERRORS). */
export type UploadErrorCode = 'empty' | 'size' | 'type' | 'decode' | 'fields';

export const UPLOAD_ERRORS: Record<UploadErrorCode, string> = {
  empty: 'Choose an image file to upload.',
  size: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  type: 'Only JPEG, PNG and WebP images are accepted; the file is none of them, whatever its name.',
  decode: 'The image could not be read: it may be damaged or too large in pixels.',
  fields: 'Alt text (3–300 characters) is required; the caption, credit and release must be valid.',
};

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(UPLOAD_ERRORS[code]);
    this.name = 'UploadError';
  }
}

export function libraryDir(dir?: string): string {
  return path.join(/*turbopackIgnore: true*/ resolveContentDir(dir), 'media', 'library');
}

/** Lowercase ASCII words of the uploaded file's name, for a readable stored name. */
function baseName(originalName: string): string {
  const stem = originalName.slice(0, 200).replace(/\.[^.]*$/, '').normalize('NFKD').toLowerCase();
  const words = stem.match(/[a-z0-9]+/g) ?? [];
  return trimEndChars(words.join('-').slice(0, 60), '-') || 'image';
}

/**
 * Decodes, checks and re-encodes an uploaded image: only JPEG, PNG and WebP (told by the bytes, not
 * by the name or the browser's type), orientation applied, metadata (EXIF, GPS) dropped, at most
 * MAX_EDGE on the long side.
 */
async function reencode(input: Buffer): Promise<{ data: Buffer; format: Format; width: number; height: number }> {
  if (input.length === 0) throw new UploadError('empty');
  if (input.length > MAX_UPLOAD_BYTES) throw new UploadError('size');
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new UploadError('type');
  }
  if (!format || !(format in FORMATS)) throw new UploadError('type');
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format: format as Format, width: info.width, height: info.height };
  } catch {
    throw new UploadError('decode');
  }
}

/** Re-encodes and stores an upload with its sidecar; the name carries a hash of the stored bytes. */
export async function storeImage(
  input: Buffer,
  originalName: string,
  fields: UploadFields,
  uploadedBy: string,
  dir?: string,
): Promise<LibraryImage> {
  const { data, format, width, height } = await reencode(input);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const file = `${baseName(originalName)}-${hash}.${FORMATS[format].ext}`;
  const entry: LibraryImage = {
    ...fields,
    file,
    type: FORMATS[format].type,
    width,
    height,
    bytes: data.length,
    originalName: originalName.slice(0, 200),
    uploadedAt: new Date().toISOString(),
    uploadedBy,
  };
  const folder = libraryDir(dir);
  fs.mkdirSync(/*turbopackIgnore: true*/ folder, { recursive: true });
  writeBinaryAtomic(path.join(/*turbopackIgnore: true*/ folder, file), data);
  writeFileAtomic(path.join(/*turbopackIgnore: true*/ folder, `${file}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  return entry;
}

function writeBinaryAtomic(file: string, data: Buffer): void {
  const temp = path.join(/*turbopackIgnore: true*/ path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(/*turbopackIgnore: true*/ temp, data, { mode: 0o644 });
  fs.renameSync(/*turbopackIgnore: true*/ temp, /*turbopackIgnore: true*/ file);
}

/** Every stored image with a valid sidecar, newest first. A missing folder is an empty library. */
export function listLibrary(dir?: string): LibraryImage[] {
  const folder = libraryDir(dir);
  let names: string[];
  try {
    names = fs.readdirSync(/*turbopackIgnore: true*/ folder);
  } catch {
    return [];
  }
  const images: LibraryImage[] = [];
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    try {
      const entry = entrySchema.parse(JSON.parse(fs.readFileSync(path.join(/*turbopackIgnore: true*/ folder, name), 'utf8')));
      if (`${entry.file}.json` === name && fs.existsSync(path.join(/*turbopackIgnore: true*/ folder, entry.file))) images.push(entry);
    } catch {
      console.warn(`[media] skipped ${name}: not a valid library entry`);
    }
  }
  return images.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

/** The bytes and type of a stored image, or undefined for any name that is not one. */
export function readLibraryFile(name: string, dir?: string): { data: Buffer; type: string } | undefined {
  if (!FILE_NAME.test(name)) return undefined;
  try {
    const data = fs.readFileSync(path.join(/*turbopackIgnore: true*/ libraryDir(dir), name));
    return { data, type: EXTENSION_TYPES[name.slice(name.lastIndexOf('.') + 1)] };
  } catch {
    return undefined;
  }
}

/** The public address of a stored image. */
export function libraryUrl(file: string): string {
  return `/media/library/${file}`;
}
