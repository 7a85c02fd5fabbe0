/**
 * The last valid version of every content file, per server process. A file that fails validation
 * (an editor's typo, a half-saved file) is logged with its file and field and its last good version
 * keeps serving; only a process that never saw a valid version fails.
 */
import { ContentFileError } from './files';

const KEY = Symbol.for('kairo-pr.content.last-good');
// On globalThis: Next may load this module once per route bundle, and all bundles share one memory.
const holder = globalThis as { [KEY]?: Map<string, unknown> };
const lastGood = (holder[KEY] ??= new Map());

export type ContentLog = (message: string) => void;
const consoleLog: ContentLog = (message) => console.error(`[content] ${message}`);

export function rememberLastGood(key: string, value: unknown): void {
  lastGood.set(key, value);
}

export function lastGoodVersion<T>(key: string): T | undefined {
  return lastGood.get(key) as T | undefined;
}

/** Runs `read`; on a ContentFileError serves the last good version of `key` when there is one. */
export function readKeepingLastGood<T>(key: string, read: () => T, log: ContentLog = consoleLog): T {
  try {
    const value = read();
    lastGood.set(key, value);
    return value;
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    if (!lastGood.has(key)) {
      log(`${error.message}; no valid version has been read yet`);
      throw error;
    }
    log(`${error.message}; still serving the last good version`);
    return lastGood.get(key) as T;
  }
}
