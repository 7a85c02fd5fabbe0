// What each route asks the browser to hydrate, read from the HTML the server sends: the RSC payload
// inlined in `self.__next_f.push(...)` scripts (its size, and what of it is class names, the part
// the HTML already carries), and every client component it references, with how many instances it
// renders and the gzip size of the module itself. Client references are resolved to their source
// files through the build's client-reference manifests. The bare page is measured the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { loadRouteHtml } from './lib/routes.mjs';
import { gzipSize, kB } from './lib/stats.mjs';

export const title = 'Hydration: client components and RSC payload per route';
export const needs = ['site', 'bare'];

/** The flight data of the page: the string arguments of `self.__next_f.push([1, "…"])`, in order. */
function rscPayload(html) {
  let payload = '';
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, text] = JSON.parse(args);
    if (kind === 1 && typeof text === 'string') payload += text;
  }
  return payload;
}

/**
 * The payload's rows (`id:…\n`). A text row (`id:T<hex byte length>,…`) has no line end of its own,
 * so rows are walked by length rather than split on newlines.
 */
function rscRows(payload) {
  const bytes = Buffer.from(payload);
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.toString('utf8', at, colon);
    if (bytes[colon + 1] === 0x54) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.toString('utf8', colon + 2, comma), 16);
      rows.push({ id, tag: 'T', text: bytes.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    let end = bytes.indexOf(0x0a, colon);
    if (end < 0) end = bytes.length;
    const body = bytes.toString('utf8', colon + 1, end);
    const tagged = /^[A-Z]/.test(body);
    rows.push({ id, tag: tagged ? body[0] : '', text: tagged ? body.slice(1) : body });
    at = end + 1;
  }
  return rows;
}

/** Module id → source file, from every client-reference manifest of a build. */
function clientModuleFiles(distPath) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const sandbox = { globalThis: {} };
        sandbox.globalThis = sandbox;
        vm.runInNewContext(readFileSync(full, 'utf8'), sandbox);
        for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
          for (const [key, mod] of Object.entries(manifest.clientModules ?? {})) {
            const file = key
              .replace(/^\[project\]\//, '')
              .replace(/ <.*$/, '')
              .replace(/#.*$/, '');
            files.set(String(mod.id), { file, chunks: mod.chunks ?? [] });
          }
        }
      }
    }
  };
  const appDir = path.join(distPath, 'server', 'app');
  if (existsSync(appDir)) walk(appDir);
  return files;
}

/**
 * The gzip size of one module's factory inside its chunk. Turbopack writes a chunk as
 * `push([script, id, factory, id, factory, …])`, so a module runs from `,<id>,` to the next
 * `,<id>,` of the chunk whose id is a known module; what lies between two client modules (their
 * imports) is counted with the one before it.
 */
function moduleSizes(distPath, modules) {
  const byChunk = new Map();
  for (const [id, mod] of modules) {
    for (const chunk of mod.chunks) {
      if (!byChunk.has(chunk)) byChunk.set(chunk, []);
      byChunk.get(chunk).push(id);
    }
  }
  const sizes = new Map();
  for (const [chunk, ids] of byChunk) {
    const file = path.join(distPath, 'static', chunk.replace(/^\/_next\/static\//, ''));
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const starts = ids
      .map((id) => ({ id, at: text.search(new RegExp(`[,\\[]${id},(?:\\(|[A-Za-z_$]+=>|function)`)) }))
      .filter((s) => s.at >= 0)
      .sort((a, b) => a.at - b.at);
    starts.forEach((s, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].at : text.length;
      sizes.set(s.id, Math.max(sizes.get(s.id) ?? 0, gzipSize(text.slice(s.at, end))));
    });
  }
  return sizes;
}

function measure(html, modules, sizes) {
  const payload = rscPayload(html);
  const rows = rscRows(payload);
  const strings = new Map(
    rows.filter((r) => r.tag === '' && r.text.startsWith('"')).map((r) => [r.id, JSON.parse(r.text)]),
  );
  const components = new Map();
  for (const row of rows.filter((r) => r.tag === 'I')) {
    const [moduleId, , rawName] = JSON.parse(row.text);
    const name = typeof rawName === 'string' && rawName.startsWith('$') ? strings.get(rawName.slice(1)) : rawName;
    const mod = modules.get(String(moduleId));
    const file = mod?.file ?? `module ${moduleId}`;
    const instances = payload.split(`"$L${row.id}"`).length - 1;
    if (instances === 0) continue;
    const label = `${file.replace(/^node_modules\//, '')}${name && name !== 'default' && name !== '*' ? ` ${name}` : ''}`;
    const entry = components.get(label) ?? {
      component: label,
      instances: 0,
      moduleGzip: sizes.get(String(moduleId)) ?? null,
    };
    entry.instances += instances;
    components.set(label, entry);
  }
  const classNames = [...payload.matchAll(/"className":"((?:[^"\\]|\\.)*)"/g)].reduce((n, m) => n + m[0].length, 0);
  return {
    htmlGzip: gzipSize(html),
    rscBytes: Buffer.byteLength(payload),
    rscGzip: gzipSize(payload),
    classNameBytes: classNames,
    components: [...components.values()].sort(
      (a, b) => b.instances - a.instances || a.component.localeCompare(b.component),
    ),
  };
}

export async function run(ctx) {
  const distPath = path.join(ctx.root, ctx.distDir);
  const siteModules = clientModuleFiles(distPath);
  const bareModules = clientModuleFiles(ctx.bare.distPath);
  const siteSizes = moduleSizes(distPath, siteModules);
  const bareSizes = moduleSizes(ctx.bare.distPath, bareModules);
  const routes = [
    {
      route: 'bare page',
      ...measure((await loadRouteHtml(ctx.bare.distPath, ctx.bare.baseUrl, '/')).html, bareModules, bareSizes),
    },
  ];
  const errors = [];
  for (const route of ctx.routes.measured) {
    try {
      routes.push({
        route,
        ...measure((await loadRouteHtml(distPath, ctx.baseUrl, route)).html, siteModules, siteSizes),
      });
    } catch (error) {
      errors.push(`${route}: not measured (${error.message})`);
    }
  }
  const total = (r) => r.components.reduce((n, c) => n + c.instances, 0);
  // What the layout hydrates on every route is listed once; each route then shows only its own.
  const site = routes.slice(1);
  const everywhere = site.length
    ? site[0].components
        .filter((c) =>
          site.every((r) => r.components.some((o) => o.component === c.component && o.instances === c.instances)),
        )
        .map((c) => c.component)
    : [];
  const describe = (components) =>
    components
      .map((c) => `${c.instances}× ${c.component}${c.moduleGzip == null ? '' : ` (${kB(c.moduleGzip)})`}`)
      .join('; ');
  return {
    routes,
    flags: errors,
    notes: [
      "Instances are the client-component references in the page's RSC payload, i.e. what React hydrates besides plain elements (Next's own router components included); what a client component renders inside itself (the links of the navigation) is not in the payload and not counted. Module kB is the gzip size of the module's own code in its chunk, imports that are not client components included.",
      'className kB is the part of the payload spent on class names, which the HTML carries as well.',
    ],
    tables: [
      {
        title: 'Per route',
        columns: [
          'route',
          'HTML gzip kB',
          'RSC raw kB',
          'RSC gzip kB',
          'className kB',
          'client components',
          'instances',
        ],
        rows: routes.map((r) => [
          r.route,
          kB(r.htmlGzip),
          kB(r.rscBytes),
          kB(r.rscGzip),
          kB(r.classNameBytes),
          r.components.length,
          total(r),
        ]),
      },
      {
        title:
          'Client components (instances × component, module gzip kB); the same on every route once, then the rest per route',
        columns: ['route', 'components'],
        rows: [
          [routes[0].route, describe(routes[0].components)],
          ['every site route', describe(site[0]?.components.filter((c) => everywhere.includes(c.component)) ?? [])],
          ...site.map((r) => [r.route, describe(r.components.filter((c) => !everywhere.includes(c.component))) || '–']),
        ],
      },
    ],
  };
}
