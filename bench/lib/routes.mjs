// Route discovery shared by the benchmarks. The route list is read from the TypeScript sources as
// text because the runner is plain Node and must not depend on a TypeScript loader.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function readPublicPages(root) {
  const source = readFileSync(path.join(root, 'lib/seo/public-routes.ts'), 'utf8');
  const block = source.match(/(?:export )?const publicPageLinks\s*=\s*\[([\s\S]*?)\]\s*as const/);
  if (!block) throw new Error('publicPageLinks not found in lib/seo/public-routes.ts');
  return [...block[1].matchAll(/path:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function readGuidePath(root) {
  const file = path.join(root, 'lib/newsroom/guide.ts');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const template = source.match(/GUIDE_PATH\s*=\s*[`'"]([^`'"]+)[`'"]/)?.[1];
  if (!template) return null;
  // The path is written as a template over GUIDE_SLUG.
  const slug = source.match(/GUIDE_SLUG\s*=\s*['"]([^'"]+)['"]/)?.[1];
  const resolved = slug ? template.replace('${GUIDE_SLUG}', slug) : template;
  return resolved.includes('${') ? null : resolved;
}

// The translated pages measured beside the English ones: a home page, a content page, a tool and a
// form, each in another language, and below them the writing guide in each language it is written in.
const TRANSLATED_PAGES = ['/ja', '/ko/pricing', '/zh/pr-checker', '/vi/contact'];

/** The translated pages and one article per language (the guide's translation, where it exists). */
export function readTranslatedRoutes(root) {
  const slug = readFileSync(path.join(root, 'lib/newsroom/guide.ts'), 'utf8').match(/GUIDE_SLUG\s*=\s*['"]([^'"]+)['"]/)?.[1];
  const articles = slug
    ? PREFIXED_LOCALES.filter((l) => existsSync(path.join(root, 'content/newsroom', l, `${slug}-${l}.md`))).map(
        (l) => `/${l}/prstudio/${slug}-${l}`,
      )
    : [];
  return [...TRANSLATED_PAGES, ...articles];
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readPrerenderManifest(distPath) {
  return readJson(path.join(distPath, 'prerender-manifest.json'));
}

const PREFIXED_LOCALES = ['vi', 'zh', 'ko', 'ja'];

/**
 * The prerendered HTML file of a route. Pages live under the [locale] segment: an English route
 * (`/pricing`, no prefix in its URL) is stored as `en/pricing.html`, `/ko/pricing` as
 * `ko/pricing.html`, and a locale's home page as `ko.html`.
 */
export function prerenderedHtmlPath(distPath, route) {
  const first = route.split('/')[1];
  const name = PREFIXED_LOCALES.includes(first) ? route.replace(/^\//, '') : `en${route === '/' ? '' : route}`;
  return path.join(distPath, 'server', 'app', `${name}.html`);
}

/** A route's HTML: the prerendered file of the build when there is one, else what the server answers. */
export async function loadRouteHtml(distPath, baseUrl, route) {
  const file = prerenderedHtmlPath(distPath, route);
  if (existsSync(file)) return { html: readFileSync(file, 'utf8'), source: 'build' };
  const res = await fetch(baseUrl + route, { signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  return { html, source: 'server' };
}

/**
 * One article page to measure: the FAQ's guide when it answers 200, otherwise the first prerendered
 * page under /prstudio/; null while the newsroom has not landed.
 */
export async function findArticleRoute(root, distPath, baseUrl) {
  const candidates = [];
  const guide = readGuidePath(root);
  if (guide) candidates.push(guide);
  try {
    const manifest = readPrerenderManifest(distPath);
    for (const [route, entry] of Object.entries(manifest.routes)) {
      if (route.startsWith('/prstudio/') && !/\.\w+$/.test(route) && entry.routeType !== 'route')
        candidates.push(route);
    }
  } catch {
    // No manifest: the guide path alone is tried.
  }
  for (const route of [...new Set(candidates)]) {
    try {
      const res = await fetch(baseUrl + route, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) return route;
    } catch {
      // Try the next candidate.
    }
  }
  return null;
}
