// Which pages the build prerendered (static or ISR) and which it renders per request, from the build's
// manifests, cross-checked with the cache headers `next start` sends for every public route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJson, readPrerenderManifest } from './lib/routes.mjs';

export const title = 'Prerendering';
export const needs = ['site'];

const internalPages = new Set(['/_not-found', '/_global-error']);

function classify(route, manifest) {
  const entry = manifest.routes[route];
  if (entry) return entry.initialRevalidateSeconds === false ? 'static' : `ISR ${entry.initialRevalidateSeconds} s`;
  const dynamic = manifest.dynamicRoutes?.[route];
  if (dynamic) {
    const built = Object.values(manifest.routes).filter((r) => r.srcRoute === route).length;
    return `prerendered params (${built} built, fallback ${dynamic.fallback === false ? '404' : 'on demand'})`;
  }
  return 'dynamic';
}

export async function run(ctx) {
  const distPath = path.join(ctx.root, ctx.distDir);
  const manifest = readPrerenderManifest(distPath);
  const appPaths = readJson(path.join(distPath, 'app-path-routes-manifest.json'));

  const pages = [];
  const handlers = [];
  for (const [appPath, route] of Object.entries(appPaths)) {
    if (appPath.endsWith('/page')) {
      if (!internalPages.has(route)) pages.push({ route, appPath, mode: classify(route, manifest) });
    } else {
      handlers.push({ route, mode: classify(route, manifest) });
    }
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  handlers.sort((a, b) => a.route.localeCompare(b.route));

  // What a visitor actually gets: next start marks prerendered responses and sends per-request
  // pages with `private, no-store`.
  const observed = [];
  for (const route of ctx.routes.measured) {
    try {
      const res = await fetch(ctx.baseUrl + route, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      observed.push({
        route,
        status: res.status,
        cache: res.headers.get('x-nextjs-cache') ?? '–',
        prerender: res.headers.get('x-nextjs-prerender') ?? '–',
        cacheControl: res.headers.get('cache-control') ?? '–',
      });
    } catch (error) {
      observed.push({ route, status: `error: ${error.message}`, cache: '–', prerender: '–', cacheControl: '–' });
    }
  }

  const flags = [];
  for (const page of pages) {
    if (page.mode === 'dynamic') flags.push(`${page.route} is rendered per request (${page.appPath})`);
  }
  const missing = observed.filter((o) => o.status === 404).map((o) => o.route);
  if (missing.length) flags.push(`answering 404 (no page yet): ${missing.join(', ')}`);
  for (const o of observed) {
    if (o.status !== 404 && /no-store/.test(o.cacheControl))
      flags.push(`${o.route} was served with \`${o.cacheControl}\` (rendered per request)`);
  }

  const notes = [];
  if (!existsSync(path.join(distPath, 'server', 'app'))) notes.push('No server/app folder in the build.');
  notes.push(`${pages.length} pages, ${handlers.length} route handlers in the build.`);

  return {
    pages,
    handlers,
    observed,
    flags,
    notes,
    tables: [
      { title: 'Pages in the build', columns: ['route', 'mode'], rows: pages.map((p) => [p.route, p.mode]) },
      {
        title: 'Served by next start',
        columns: ['route', 'status', 'x-nextjs-cache', 'x-nextjs-prerender', 'cache-control'],
        rows: observed.map((o) => [o.route, o.status, o.cache, o.prerender, o.cacheControl]),
      },
      {
        title: 'Route handlers',
        columns: ['route', 'mode'],
        rows: handlers.map((h) => [h.route, h.mode]),
      },
    ],
  };
}
