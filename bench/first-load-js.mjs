// First-load JavaScript per route: every external script the page's HTML loads on first visit, gzipped
// (zlib level 6, what `next start` compresses with). The prerendered HTML in the build is read when it
// exists; a page rendered per request is fetched from the running server instead. `noModule` polyfills
// are left out because modern browsers skip them. Beside it, the HTML document as each server answers
// a browser (Brotli where it can, headers included), against the 14.6 kB a new connection's first
// round trip carries (docs/architecture.md#slow-phones).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { PHONE, bytesToDecode, firstScreenBytes, launchFirstScreenBrowser } from './lib/first-screen.mjs';
import { loadRouteHtml } from './lib/routes.mjs';
import { gzipSize, kB } from './lib/stats.mjs';

export const title = 'First-load JavaScript (gzip)';
export const needs = ['site', 'bare'];

const BUDGET_OVER_BARE = 25_000;
// Ten TCP segments of 1460 bytes: what a server may send before the browser's first acknowledgement.
const FIRST_ROUND_TRIP = 14_600;

function attr(tag, name) {
  return (
    tag
      .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))
      ?.slice(1)
      .find((v) => v != null) ?? null
  );
}

function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (!src || /\snomodule\b/i.test(tag)) continue;
    sources.push(src);
  }
  return [...new Set(sources)];
}

function stylesheetSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, 'rel') === 'stylesheet' && attr(tag, 'href')) sources.push(attr(tag, 'href'));
  }
  return [...new Set(sources)];
}

// Minified chunks keep few names; these strings survive minification and name the usual suspects.
const libraryMarkers = {
  zod: /ZodError/,
  sonner: /data-sonner-toaster/,
  'next-themes': /enableSystem/,
  minisearch: /MiniSearch/,
  'markdown-it': /markdown-it|MarkdownIt/,
  'rss-parser': /rss-parser|xml2js/,
};

function librariesIn(bytes) {
  const text = bytes.toString('utf8');
  return Object.entries(libraryMarkers)
    .filter(([, marker]) => marker.test(text))
    .map(([name]) => name);
}

/** Reads a /_next/static asset from the build folder, or fetches it when it is not a build file. */
async function assetBytes(distPath, baseUrl, src) {
  const url = new URL(src, baseUrl);
  if (url.origin === new URL(baseUrl).origin && url.pathname.startsWith('/_next/static/')) {
    const file = path.join(distPath, 'static', decodeURIComponent(url.pathname.slice('/_next/static/'.length)));
    if (existsSync(file)) return readFileSync(file);
  }
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url.href} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The document's answer to Chromium's Accept-Encoding: its bytes, status line and headers included, and the HTML. */
function answerBytes(baseUrl, route) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(route, baseUrl),
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${route} answered ${res.statusCode}`));
          // "name: value\r\n": two bytes after each name and after each value.
          const headers =
            res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + `HTTP/1.1 200 OK\r\n\r\n`.length;
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? 'none';
          const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[encoding] ?? ((b) => b);
          const html = decode(body).toString('utf8');
          resolve({ bytes: body.length + headers, headers, body, encoding, html });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${route}: no answer in 30 s`)));
    request.on('error', reject);
  });
}

/**
 * The document as a visitor gets it once the server has answered it a few times: a prerendered
 * page's highest-quality Brotli copy is made in the background after an answer
 * (lib/http/page-brotli-cache.mjs), and a page found stale on the first request is answered anew
 * on the second.
 */
async function servedBytes(baseUrl, route, browser) {
  for (let warmup = 0; warmup < 2; warmup++) {
    await answerBytes(baseUrl, route);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { bytes, headers, body, encoding, html } = await answerBytes(baseUrl, route);
  const firstScreen = await firstScreenBytes(browser, new URL(route, baseUrl).href, html);
  return {
    bytes,
    encoding,
    // How many of the answer's bytes carry the first screen (headers, head and inlined style included).
    firstScreenBytes: firstScreen == null ? null : headers + bytesToDecode(body, encoding, firstScreen),
    blockingStylesheets: stylesheetSources(html).length,
  };
}

async function measureRoute(distPath, baseUrl, route, browser) {
  const { html, source } = await loadRouteHtml(distPath, baseUrl, route);
  const scripts = [];
  for (const src of scriptSources(html)) {
    const bytes = await assetBytes(distPath, baseUrl, src);
    scripts.push({ src, bytes: bytes.length, gzip: gzipSize(bytes), libraries: librariesIn(bytes) });
  }
  let cssGzip = 0;
  for (const href of stylesheetSources(html)) cssGzip += gzipSize(await assetBytes(distPath, baseUrl, href));
  return {
    route,
    source,
    scripts,
    jsBytes: scripts.reduce((s, x) => s + x.bytes, 0),
    jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
    cssGzip,
    htmlGzip: gzipSize(html),
    served: await servedBytes(baseUrl, route, browser),
  };
}

/** Missing pages are one line, not one per route. */
function notMeasured(errors) {
  const missing = errors.filter((e) => / answered 404$/.test(e.error)).map((e) => e.route);
  const other = errors.filter((e) => !missing.includes(e.route)).map((e) => `${e.route}: not measured (${e.error})`);
  return [...(missing.length ? [`not measured, answering 404: ${missing.join(', ')}`] : []), ...other];
}

function firstScreenProblem(served) {
  if (served.blockingStylesheets) return 'waits for a style sheet';
  if (served.firstScreenBytes == null)
    return 'could not be located in it (the page loaded was not the document measured)';
  return `takes ${kB(served.firstScreenBytes)} kB`;
}

/** Documents over the first round trip whose first screen and its style do not come within it. */
function roundTripFlags(routes) {
  return routes
    .filter((m) => m.served.bytes > FIRST_ROUND_TRIP)
    .filter(
      (m) =>
        m.served.firstScreenBytes == null ||
        m.served.firstScreenBytes > FIRST_ROUND_TRIP ||
        m.served.blockingStylesheets > 0,
    )
    .map(
      (m) =>
        `${m.route}: the HTML answer is ${kB(m.served.bytes)} kB (${m.served.encoding}, headers included), over the ${kB(FIRST_ROUND_TRIP)} kB of a connection's first round trip, and its first screen ${firstScreenProblem(m.served)}`,
    );
}

/** The bare page and every route, in one browser that finds each first screen. */
async function measureAll(ctx) {
  const distPath = path.join(ctx.root, ctx.distDir);
  const browser = await launchFirstScreenBrowser(ctx);
  try {
    const bare = await measureRoute(ctx.bare.distPath, ctx.bare.baseUrl, '/', browser);
    const routes = [];
    const errors = [];
    for (const route of ctx.routes.measured) {
      try {
        const m = await measureRoute(distPath, ctx.baseUrl, route, browser);
        m.overBare = m.jsGzip - bare.jsGzip;
        routes.push(m);
      } catch (error) {
        errors.push({ route, error: error.message });
      }
    }
    return { bare, routes, errors };
  } finally {
    await browser.close();
  }
}

export async function run(ctx) {
  const { bare, routes, errors } = await measureAll(ctx);
  const flags = [];
  // What a route loads beyond the scripts every page shares is what pushed it over the budget.
  const shared = routes.length
    ? routes.map((m) => new Set(m.scripts.map((x) => x.src))).reduce((a, b) => new Set([...a].filter((x) => b.has(x))))
    : new Set();
  for (const m of routes) {
    m.ownScripts = m.scripts.filter((x) => !shared.has(x.src));
    if (m.overBare <= BUDGET_OVER_BARE) continue;
    const own = [...m.ownScripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (x) => `${x.src.split('/').pop()} ${kB(x.gzip)} kB${x.libraries.length ? ` (${x.libraries.join(', ')})` : ''}`,
      );
    flags.push(
      `${m.route}: first-load JS ${kB(m.jsGzip)} kB gzip is ${kB(m.overBare)} kB above the bare page (budget ${kB(BUDGET_OVER_BARE, 0)} kB); its own scripts: ${own.join(', ') || 'none'}`,
    );
  }
  flags.push(...roundTripFlags(routes));
  const row = (m, label = m.route) => [
    label,
    m.scripts.length,
    kB(m.jsBytes),
    kB(m.jsGzip),
    m.overBare == null ? '–' : `${m.overBare >= 0 ? '+' : ''}${kB(m.overBare)}`,
    kB(m.cssGzip),
    kB(m.htmlGzip),
    `${kB(m.served.bytes)} (${m.served.encoding})`,
    m.served.firstScreenBytes == null ? '–' : kB(m.served.firstScreenBytes),
    m.served.blockingStylesheets,
    m.source,
  ];
  return {
    budgetOverBareBytes: BUDGET_OVER_BARE,
    bare,
    routes,
    errors,
    flags: [...flags, ...notMeasured(errors)],
    notes: [
      'kB = 1000 bytes; gzip level 6; scripts are the external `<script src>` tags of the HTML (noModule polyfills excluded).',
      `HTML served: the document as the server answers Chromium's Accept-Encoding on a page's third request, status line and headers included; over ${kB(FIRST_ROUND_TRIP)} kB it needs a second round trip on a new connection.`,
      `First screen: the leading bytes of that answer (headers included) that decode to the head, inlined style included, and the markup up to the first element drawn wholly below a ${PHONE.width} × ${PHONE.height} screen, the page loaded without JavaScript; style sheets: the render-blocking <link rel=stylesheet> the first screen also waits for.`,
    ],
    tables: [
      {
        columns: [
          'route',
          'scripts',
          'JS raw kB',
          'JS gzip kB',
          'Δ bare kB',
          'CSS gzip kB',
          'HTML gzip kB',
          'HTML served kB',
          'first screen kB',
          'style sheets',
          'HTML from',
        ],
        rows: [row(bare, 'bare page'), ...routes.map((m) => row(m))],
      },
    ],
  };
}
