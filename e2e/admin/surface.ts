/**
 * Everything the back office exposes, found from the files rather than listed by hand, so a page,
 * route handler or server action added later is checked without touching the access spec:
 *
 * - pages: every app/admin/**\/page.tsx;
 * - route handlers: every app/admin/**\/route.ts and app/api/admin/**\/route.ts, per exported method;
 * - server actions: every action the build registered from a module under app/admin (Next's
 *   server-reference manifest lists each action id with the module that defines it).
 *
 * Each has the area of the back-office section its path falls under (lib/admin/navigation.ts);
 * a path under no section fails the spec, so a new page is never silently unguarded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SECTIONS } from '../../lib/admin/navigation';
import type { AdminArea } from '../../lib/admin/roles';

const ROOT = process.cwd();

/**
 * Pages anyone may open, with the actions defined beside them: signing in and enrolling happen
 * before there is a session.
 */
export const OPEN_PAGES = ['/admin/sign-in', '/admin/enrol'];

export const isOpen = (url: string) => OPEN_PAGES.some((open) => url === open || url.startsWith(`${open}/`));

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The URL of a file under app/: route groups dropped, dynamic segments given a sample value. */
function urlOf(file: string): string {
  const segments = path
    .relative(path.join(ROOT, 'app'), path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith('[') ? (segment.includes('...') ? 'sample' : '1') : segment));
  return `/${segments.join('/')}`;
}

/** The area of the section a path falls under: the longest matching section prefix. */
export function areaOf(urlPath: string): AdminArea {
  const adminPath = urlPath.replace(/^\/api\/admin/, '/admin');
  const section = [...ADMIN_SECTIONS]
    .sort((a, b) => b.href.length - a.href.length)
    .find((candidate) => adminPath === candidate.href || adminPath.startsWith(`${candidate.href}/`));
  if (!section) throw new Error(`${urlPath} is under no back-office section: add it to lib/admin/navigation.ts`);
  // '/admin' itself is the dashboard; deeper paths under no other section are too.
  return section.area;
}

export function adminPages(): { url: string; file: string }[] {
  return walk(path.join(ROOT, 'app', 'admin'))
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => ({ url: urlOf(file), file: path.relative(ROOT, file) }));
}

const METHOD_EXPORT = /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

export function adminRouteHandlers(): { url: string; method: string; file: string }[] {
  const files = [...walk(path.join(ROOT, 'app', 'admin')), ...walk(path.join(ROOT, 'app', 'api', 'admin'))].filter(
    (file) => path.basename(file) === 'route.ts',
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(METHOD_EXPORT)].map((match) => ({
      url: urlOf(file),
      method: match[1],
      file: path.relative(ROOT, file),
    })),
  );
}

type ManifestEntry = { workers: Record<string, unknown>; filename?: string; exportedName?: string };

/**
 * Every server action the build registered from app/admin, with a page that can receive it (an
 * action is posted to any page whose bundle includes it).
 */
export function adminServerActions(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const workers = Object.keys(entry.workers).filter((worker) => worker.startsWith('app/admin/') && worker.endsWith('/page'));
    if (workers.length === 0) return [];
    const moduleFile = entry.filename ?? '';
    if (!moduleFile.startsWith('app/admin/')) return [];
    const page = `/${workers[0].slice('app/'.length, -'/page'.length)}`.replace(/\/\([^)]*\)/g, '').replace(/\[[^\]]+\]/g, '1');
    const url = urlOf(path.join(ROOT, moduleFile));
    return [{ id, module: moduleFile, name: entry.exportedName ?? id, page, open: isOpen(url), area: areaOf(url) }];
  });
}
