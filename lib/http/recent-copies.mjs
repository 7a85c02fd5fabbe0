/**
 * Derived copies of cached answers (a Brotli copy, a document without its style copy), kept by the
 * hash of the original bytes in order of last use and bounded by their total size, so a server's
 * hooks do the work once per version of a page instead of once per request.
 * Plain JavaScript so that server.mjs loads it without a build.
 */
import { createHash } from 'node:crypto';

/** The key a copy of these bytes is kept under. @param {Buffer} body */
export function keyOf(body) {
  return createHash('sha256').update(body).digest('base64url');
}

/** @param {number} maxBytes bounds the copies kept (least recently used go first) */
export function recentCopies(maxBytes) {
  /** @type {Map<string, Buffer>} */
  const copies = new Map();
  let keptBytes = 0;
  return {
    /** The copy for key, if any, which becomes the most recently used. @param {string} key */
    take(key) {
      const copy = copies.get(key);
      if (copy) {
        copies.delete(key);
        copies.set(key, copy);
      }
      return copy;
    },
    /** @param {string} key */
    has(key) {
      return copies.has(key);
    },
    /** @param {string} key @param {Buffer} copy */
    keep(key, copy) {
      if (copy.length > maxBytes || copies.has(key)) return;
      copies.set(key, copy);
      keptBytes += copy.length;
      for (const [oldest, old] of copies) {
        if (keptBytes <= maxBytes) break;
        copies.delete(oldest);
        keptBytes -= old.length;
      }
    },
  };
}
