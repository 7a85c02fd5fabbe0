// The production server (`npm start`, the e2e and benchmark servers, and — copied into the standalone
// build as server.js — the container). It runs the build like Next's own standalone server does, on a
// plain node:http server, for five things `next start` does not do:
//
// * Client addresses. The connection's peer address is appended to X-Forwarded-For before Next sees
//   the request, so the last entry is always an address nobody could write. lib/http/client-key.ts
//   counts TRUSTED_PROXY_HOPS entries left from there; whatever a client wrote further left is never
//   used. (`next start` keeps a client's header as it is and fills it in only when absent.)
// * Graceful shutdown. SIGTERM or SIGINT runs the sequence in lib/lifecycle/shutdown.ts (readiness
//   503, writes refused, streams and replies drained, database closed); the listener stays open
//   meanwhile so late requests get a clear 503 instead of a refused connection, and responses ask
//   clients to reconnect (elsewhere). A second signal ends the process at once.
// * Brotli. The build's precompressed scripts and style sheets are answered here to browsers that
//   accept them (lib/http/static-brotli.mjs), and so is a prerendered page once compressed at the
//   highest quality in the background (lib/http/page-brotli-cache.mjs); every other answer is
//   compressed here per request, with Brotli where the browser takes it (Next compresses with gzip only).
// * Localized 404s. Every 404 of a public page is answered with the prerendered 404 page of the
//   URL's language, rendered in full (lib/http/localized-not-found.mjs).
// * One copy of the style sheet. A prerendered page's document and RSC payload leave out the copy of
//   the inlined style sheet Next puts in the payload, which the browser already has as the
//   document's <style> (lib/http/rsc-inlined-styles.mjs).
//
// Environment (lib/config/env-schema.mjs, validated here before anything starts): PORT (default
// 3000), HOSTNAME (default: every interface), NEXT_DIST_DIR (default .next), KEEP_ALIVE_TIMEOUT
// (default Node's 5 s).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import { parseServerEnv } from './lib/config/env-schema.mjs';
import { localizedNotFound } from './lib/http/localized-not-found.mjs';
import { pageBrotliCache } from './lib/http/page-brotli-cache.mjs';
import { styleCopiesRemoved } from './lib/http/rsc-inlined-styles.mjs';
import { staticBrotli } from './lib/http/static-brotli.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
process.chdir(dir);
process.env.NODE_ENV = 'production';

let env;
try {
  env = parseServerEnv(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { NEXT_DIST_DIR: distDir, PORT: port, HOSTNAME: hostname } = env;

// The configuration as built, which is what Next's standalone server.js does too: next.config.ts is
// not in the standalone folder (nor TypeScript to load it).
let config;
try {
  ({ config } = JSON.parse(readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8')));
} catch {
  console.error(`No build found in ${path.join(dir, distDir)}: run \`npm run build\` first (npm start does).`);
  process.exit(1);
}
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const { default: next } = await import('next');
// Next builds the URLs it hands the proxy (proxy.ts) on this name and compares a rewrite's origin with
// another one derived from it; a loopback address would make those disagree, and every rewrite (the
// locale routing's /pricing → /en/pricing) would be taken for one to an outside site. So Next always
// gets "localhost" — as it does itself for 0.0.0.0 — whatever interface the server listens on.
const app = next({ dev: false, dir, conf: config, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const serveBrotli = staticBrotli(path.join(dir, distDir, 'static'));
// Pages, RSC payloads and API answers, compressed per request (next.config.ts turns Next's own gzip
// off): Brotli at a quality as quick as gzip's default, gzip for a browser without Brotli. A stream
// that says Cache-Control: no-transform (the chat's Server-Sent Events) is left as it is.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } });
const brotliPages = pageBrotliCache();
const withoutStyleCopies = styleCopiesRemoved();
const notFoundPages = localizedNotFound(ownOrigin);

let draining = false;

const server = http.createServer((request, response) => {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
  if (draining) response.setHeader('connection', 'close');
  if (serveBrotli(request, response)) return;
  compress(request, response, () => {
    brotliPages(request, response);
    withoutStyleCopies(request, response);
    notFoundPages(request, response);
    handle(request, response).catch((error) => {
      console.error('[server] request failed:', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
});

// Behind a load balancer this must outlast the balancer's idle timeout (README, Server).
/** This server's own base URL, for the localized 404 page it fetches from itself. */
function ownOrigin() {
  const { address, port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

if (env.KEEP_ALIVE_TIMEOUT !== undefined) server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT;

server.listen(port, hostname, () => {
  const { address, port: bound } = server.address();
  console.log(`Ready on http://${address.includes(':') ? `[${address}]` : address}:${bound}`);
});

async function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`[server] ${signal}: draining`);
  // The handle lib/lifecycle/shutdown.ts keeps on globalThis (registered at start by instrumentation.ts).
  const lifecycle = globalThis[Symbol.for('kairo-pr.shutdown')];
  try {
    await lifecycle?.run();
  } catch (error) {
    console.error('[server] shutdown failed:', error);
  }
  server.close();
  server.closeAllConnections();
  console.log('[server] stopped');
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
