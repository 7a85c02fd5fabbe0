import 'server-only';
import fs from 'node:fs';
import { ZipArchive } from 'archiver';
import type { ZipEntry } from './kit';

/** The archive never grows past this: files beyond it are named in a README instead. */
const MAX_ZIP_BYTES = 250 * 1024 * 1024;

const COMPRESSED = /\.(?:jpg|png|webp)$/;
/** A name the archive may hold: lowercase folders and files, no "..", no absolute path. */
const SAFE_NAME = /^(?:[a-z0-9]+(?:[-.][a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

function fileSize(file: string): number | undefined {
  try {
    return fs.statSync(/*turbopackIgnore: true*/ file).size;
  } catch {
    return undefined;
  }
}

/** The entries that fit under `maxBytes`, and the names of those left out (missing, unsafe or over the cap). */
export function boundEntries(entries: readonly ZipEntry[], maxBytes = MAX_ZIP_BYTES): { kept: ZipEntry[]; left: string[] } {
  const kept: ZipEntry[] = [];
  const left: string[] = [];
  let total = 0;
  for (const entry of entries) {
    const size = 'file' in entry ? fileSize(entry.file) : 64 * 1024;
    if (!SAFE_NAME.test(entry.name) || size === undefined || total + size > maxBytes) {
      left.push(entry.name);
      continue;
    }
    total += size;
    kept.push(entry);
  }
  return { kept, left };
}

/**
 * The ZIP of `entries` as a web stream, written while it is read: files are streamed from disk,
 * the archive is paused while the client is slow (back-pressure), and aborted if it goes away.
 * Images are stored as they are (already compressed), text is deflated.
 */
export function zipStream(entries: readonly ZipEntry[], maxBytes = MAX_ZIP_BYTES): ReadableStream<Uint8Array> {
  const { kept, left } = boundEntries(entries, maxBytes);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const date = new Date();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      archive.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) archive.pause();
      });
      archive.on('end', () => controller.close());
      archive.on('error', (error) => controller.error(error));
      archive.on('warning', (error) => controller.error(error));
      for (const entry of kept) {
        const data = { name: entry.name, date, store: COMPRESSED.test(entry.name) };
        if ('file' in entry) archive.append(fs.createReadStream(/*turbopackIgnore: true*/ entry.file), data);
        else archive.append(await entry.text(), data);
      }
      if (left.length) {
        archive.append(`These files were left out of this archive; download them one by one from the media kit page:\n\n${left.join('\n')}\n`, { name: 'README.txt', date });
      }
      void archive.finalize();
    },
    pull() {
      archive.resume();
    },
    cancel() {
      archive.abort();
    },
  }, { highWaterMark: 4 });
}
