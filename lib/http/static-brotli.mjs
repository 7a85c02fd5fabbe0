/**
 * Brotli for the build's scripts and style sheets. Next compresses with gzip only; Brotli at its
 * highest quality makes them about 14 % smaller, which a slow phone feels on its first visit
 * (docs/architecture.md#slow-phones). That quality is far too slow per request, so the build
 * compresses each file once (`compressStaticAssets`, run when the standalone server is assembled)
 * and server.mjs answers a browser that accepts Brotli with that copy (`staticBrotli`). Every
 * other request, and every browser without Brotli, gets Next's own answer as before. Plain
 * JavaScript so that server.mjs and the build scripts load it without a build.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { securityResponseHeaders } from '../config/security-headers.mjs';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** @param {string} dir @returns {string[]} every file below dir */
function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Options for Brotli at its highest quality, told the input's length up front.
 * @param {number} length
 */
export function highestQualityBrotli(length) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/**
 * Writes `<file>.br` next to every script and style sheet in the build's static folder that has none
 * newer than itself; returns how many it wrote.
 * @param {string} staticDir
 */
export function compressStaticAssets(staticDir) {
  let written = 0;
  for (const file of filesBelow(staticDir)) {
    if (!(path.extname(file) in CONTENT_TYPES)) continue;
    const target = `${file}.br`;
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(file).mtimeMs) continue;
    const source = readFileSync(file);
    writeFileSync(target, zlib.brotliCompressSync(source, highestQualityBrotli(source.length)));
    written += 1;
  }
  return written;
}

/**
 * Whether an Accept-Encoding header accepts Brotli: a `br` entry whose q is not 0. A wildcard is not
 * taken as Brotli (Next's gzip answers it as before). Split by hand because it is one token's check.
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The request handler for the precompressed files below `staticDir`, as served under
 * `/_next/static/`: returns true when it answered, false when Next should. Only files listed at
 * start are served, by exact path, so a request's path never reaches the file system.
 * @param {string} staticDir
 */
export function staticBrotli(staticDir) {
  // Held in memory (a few hundred kB): answered without a file system round trip, so a page's
  // style sheet reaches the browser as soon as it asks, even while the server renders.
  /** @type {Map<string, { body: Buffer; type: string }>} */
  const assets = new Map();
  for (const file of existsSync(staticDir) ? filesBelow(staticDir) : []) {
    if (!file.endsWith('.br')) continue;
    const original = file.slice(0, -'.br'.length);
    const type = CONTENT_TYPES[path.extname(original)];
    if (!type) continue;
    const url = `/_next/static/${path.relative(staticDir, original).split(path.sep).join('/')}`;
    assets.set(url, { body: readFileSync(file), type });
  }
  const security = securityResponseHeaders(false);

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  return function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // A byte range is of the file as Next stores it, so Next answers it.
    if (request.headers.range !== undefined || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const asset = assets.get(query === -1 ? url : url.slice(0, query));
    if (!asset) return false;
    response.setHeaders(security);
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', asset.body.length);
    response.end(request.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}
