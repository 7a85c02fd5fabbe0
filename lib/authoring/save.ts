/**
 * Saving a content document from the back office: validated with the rules of `npm run content:check`,
 * written atomically (a temporary file in the same folder, flushed, then renamed over the old one, so
 * a reader sees the old text or the new, never half), and kept with its earlier versions in
 * CONTENT_DIR/.versions/<file>/. A save names the version it started from; when the file changed
 * since, the save is refused rather than overwrite someone else's edit (docs/operations.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkDocumentSource } from './check';
import { documentFile, type ContentDocument } from './documents';
import { displayPath, resolveContentDir, type ContentFileError } from '@/lib/content/files';

/** Versions kept per file; the oldest go first. */
export const MAX_VERSIONS = 30;
/** The version of a document that has no file yet (a new article). */
export const NEW_DOCUMENT = 'new';
/** A lock older than this was left by a process that died mid-save. */
const STALE_LOCK_MS = 30_000;

type Editor = { email: string; name?: string | null };

export type VersionEntry = { id: string; savedAt: string; by: Editor | null; note: string };

const versionMetaSchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  by: z.object({ email: z.string(), name: z.string().nullish() }).nullable(),
  note: z.string(),
});

export type SaveResult =
  | { ok: true; changed: boolean; version: string; before: string | null; after: string }
  | { ok: false; reason: 'invalid'; error: ContentFileError }
  | { ok: false; reason: 'stale' | 'busy'; message: string };

const VERSIONS_DIR = '.versions';
const VERSION_ID = /^\d{13}-[0-9a-f]{6}$/;

/** A short fingerprint of a file's text: what the form carries to detect a concurrent save. */
export function sourceVersion(source: string | null): string {
  return source === null ? NEW_DOCUMENT : createHash('sha256').update(source).digest('hex').slice(0, 16);
}

function paths(doc: ContentDocument, dir?: string) {
  const root = resolveContentDir(dir);
  const relative = documentFile(doc);
  return {
    full: path.join(/*turbopackIgnore: true*/ root, relative),
    versions: path.join(/*turbopackIgnore: true*/ root, VERSIONS_DIR, relative),
    ext: path.extname(relative),
  };
}

/** The document's current text and its version; text null when the file does not exist. */
export function readDocument(
  doc: ContentDocument,
  dir?: string,
): { source: string | null; version: string; file: string } {
  const { full } = paths(doc, dir);
  let source: string | null = null;
  try {
    source = fs.readFileSync(/*turbopackIgnore: true*/ full, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { source, version: sourceVersion(source), file: displayPath(full) };
}

/** Writes `text` to `file` so that the file holds the old text or the new one, even after a crash. */
export function writeFileAtomic(file: string, text: string): void {
  const folder = path.dirname(file);
  // Dot-named and without the file's extension: the article folder reader skips it.
  const temp = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o644);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  // The rename itself is durable only once the folder is flushed.
  const folderFd = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(folderFd);
  } finally {
    fs.closeSync(folderFd);
  }
}

/** One save at a time per file, across every instance sharing CONTENT_DIR. */
function withLock<T>(folder: string, run: () => T): T | null {
  fs.mkdirSync(folder, { recursive: true });
  const lock = path.join(folder, '.lock');
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
    if (!(age > STALE_LOCK_MS)) return null;
    fs.rmSync(lock, { force: true });
    return withLock(folder, run);
  }
  try {
    return run();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

function addVersion(folder: string, ext: string, source: string, by: Editor | null, note: string, at: Date): string {
  const id = `${String(at.getTime()).padStart(13, '0')}-${randomBytes(3).toString('hex')}`;
  writeFileAtomic(path.join(folder, `${id}${ext}`), source);
  const meta: VersionEntry = { id, savedAt: at.toISOString(), by, note };
  writeFileAtomic(path.join(folder, `${id}.json`), `${JSON.stringify(meta)}\n`);
  for (const old of versionIds(folder).slice(MAX_VERSIONS)) {
    fs.rmSync(path.join(folder, `${old}${ext}`), { force: true });
    fs.rmSync(path.join(folder, `${old}.json`), { force: true });
  }
  return id;
}

/** Version ids, newest first. */
function versionIds(folder: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => VERSION_ID.test(id))
    .sort()
    .reverse();
}

/** The kept versions of a document, newest first (the first is the current text once saved here). */
export function listVersions(doc: ContentDocument, dir?: string): VersionEntry[] {
  const { versions } = paths(doc, dir);
  return versionIds(versions).flatMap((id) => {
    try {
      return [versionMetaSchema.parse(JSON.parse(fs.readFileSync(path.join(versions, `${id}.json`), 'utf8')))];
    } catch {
      return [];
    }
  });
}

/** The text of one kept version, or undefined when there is no such version. */
export function readVersion(doc: ContentDocument, id: string, dir?: string): string | undefined {
  if (!VERSION_ID.test(id)) return undefined;
  const { versions, ext } = paths(doc, dir);
  try {
    return fs.readFileSync(path.join(versions, `${id}${ext}`), 'utf8');
  } catch {
    return undefined;
  }
}

export type SaveRequest = {
  doc: ContentDocument;
  source: string;
  /** The version the editor started from (sourceVersion of the text the form was built from). */
  baseVersion: string;
  by: Editor;
  /** What the version list says about this save, e.g. "restored the version of 8 Jul, 10:02". */
  note?: string;
  dir?: string;
  now?: Date;
};

/** Validates and writes a document's new text; nothing is written unless the result is ok. */
export function saveDocument(request: SaveRequest): SaveResult {
  const { doc, source, by } = request;
  const { full, versions, ext } = paths(doc, request.dir);
  const error = checkDocumentSource(doc, displayPath(full), source);
  if (error) return { ok: false, reason: 'invalid', error };
  const result = withLock(versions, (): SaveResult => {
    const current = readDocument(doc, request.dir);
    if (current.version !== request.baseVersion) {
      const last = listVersions(doc, request.dir)[0];
      const who = last?.by ? ` by ${last.by.name || last.by.email} at ${last.savedAt}` : '';
      const message =
        current.source === null
          ? `${current.file} was deleted since you opened it. Nothing was saved.`
          : request.baseVersion === NEW_DOCUMENT
            ? `${current.file} already exists. Nothing was saved; choose another slug.`
            : `${current.file} was changed${who} since you opened it. Nothing was saved: reload to see the current text, then make your change again.`;
      return { ok: false, reason: 'stale', message };
    }
    if (current.source === source)
      return { ok: true, changed: false, version: current.version, before: source, after: source };
    const now = request.now ?? new Date();
    // The text as it was before the first save from here is kept too, so the first edit can be undone.
    if (current.source !== null && listVersions(doc, request.dir).length === 0) {
      addVersion(
        versions,
        ext,
        current.source,
        null,
        'as found before the first save here',
        new Date(now.getTime() - 1),
      );
    }
    fs.mkdirSync(path.dirname(full), { recursive: true });
    writeFileAtomic(full, source);
    addVersion(versions, ext, source, by, request.note ?? 'saved', now);
    return { ok: true, changed: true, version: sourceVersion(source), before: current.source, after: source };
  });
  return (
    result ?? {
      ok: false,
      reason: 'busy',
      message: 'Another save of this file is in progress. Nothing was saved; try again.',
    }
  );
}
