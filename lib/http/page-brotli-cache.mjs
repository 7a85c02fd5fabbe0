/**
 * Prerendered pages at Brotli's highest quality. Per request, server.mjs compresses at quality 6:
 * quality 11 makes a page's HTML about a tenth smaller, often the difference between one round trip
 * of a new connection and two on a slow phone (docs/architecture.md#slow-phones), but takes about
 * 0.2 s of CPU for a 150 kB page. A prerendered page is the same bytes for every visitor until it is
 * revalidated, so it is compressed once, off the event loop, and that copy is kept by the hash of
 * its bytes: a later request for the same bytes is answered from it, anything else as before.
 * Plain JavaScript so that server.mjs loads it without a build.
 */
import zlib from 'node:zlib';
import { holdResponse, isCachedAnswer } from './held-response.mjs';
import { keyOf, recentCopies } from './recent-copies.mjs';
import { acceptsBrotli, highestQualityBrotli } from './static-brotli.mjs';

/**
 * Whether the response being written is a prerendered page or payload from Next's cache whose
 * headers are not sent yet, so that it can still be answered with its Brotli copy.
 * @param {import('node:http').ServerResponse} res
 */
function isCachedPage(res) {
  return !res.headersSent && !res.getHeader('content-encoding') && isCachedAnswer(res, 'text/html', 'text/x-component');
}

/**
 * Brotli copies by the hash of the page's bytes, in order of last use.
 * @param {number} maxBytes bounds the copies kept (least recently used go first)
 */
function brotliCopies(maxBytes) {
  const copies = recentCopies(maxBytes);
  // One compression at a time: a burst of new pages (a deploy, a revalidation) then costs one
  // thread-pool worker for a while instead of all of them; a page that finds it busy is compressed
  // on a later request.
  let compressing = false;

  return {
    take: copies.take,

    /** @param {string} key @param {Buffer} body */
    compressInBackground(key, body) {
      if (compressing || copies.has(key)) return;
      compressing = true;
      zlib.brotliCompress(body, highestQualityBrotli(body.length), (error, copy) => {
        compressing = false;
        if (!error) copies.keep(key, copy);
      });
    },
  };
}

/**
 * Holds back the response's writes when it turns out to be a cached page, then ends it with the
 * Brotli copy of those bytes when there is one, or with the bytes as they are.
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof brotliCopies>} copies
 */
function holdCachedPage(res, copies) {
  holdResponse(res, isCachedPage, (body, send) => {
    const key = keyOf(body);
    const copy = copies.take(key);
    if (copy) {
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', copy.length);
      return send(copy);
    }
    copies.compressInBackground(key, body);
    return send(body);
  });
}

/**
 * The per-request hook: call before Next handles a request, inside the compression middleware.
 * @param {{ maxBytes?: number }} [options] maxBytes bounds the compressed copies
 * kept (least recently used go first).
 */
export function pageBrotliCache({ maxBytes = 32 * 1024 * 1024 } = {}) {
  const copies = brotliCopies(maxBytes);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function hook(req, res) {
    // Only a browser that takes Brotli can be answered from a copy, so only its answers are held
    // and hashed; the others go out as before.
    if (req.method !== 'GET' || !acceptsBrotli(req.headers['accept-encoding'])) return;
    holdCachedPage(res, copies);
  };
}
