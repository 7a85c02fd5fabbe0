// Finding the benchmark modules in bench/, choosing the ones asked for and running one under its time
// limit (the module convention is described in bench/run.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Measurement first, load last: Lighthouse must not run right after the server was saturated.
const preferredOrder = ['prerender', 'first-load-js', 'lighthouse', 'throughput'];

const DEFAULT_TIMEOUT_SECONDS = 900;

export async function discoverModules(benchDir) {
  const files = readdirSync(benchDir).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs');
  const modules = [];
  for (const file of files) {
    const name = file.replace(/\.mjs$/, '');
    // Importing runs a file's top-level code: a stand-alone script without the export is not imported.
    const source = readFileSync(path.join(benchDir, file), 'utf8');
    if (!/export\s+(async\s+)?function\s+run\b|export\s+(const|let)\s+run\b|export\s*\{[^}]*\brun\b/.test(source)) {
      modules.push({ name, file, loadError: 'exports no run(ctx) function' });
      continue;
    }
    try {
      const mod = await import(pathToFileURL(path.join(benchDir, file)).href);
      if (typeof mod.run !== 'function') {
        modules.push({ name, file, loadError: 'exports no run(ctx) function' });
        continue;
      }
      modules.push({
        name,
        file,
        title: mod.title ?? name,
        needs: mod.needs ?? ['site'],
        timeoutSeconds: mod.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        run: mod.run,
        format: typeof mod.format === 'function' ? mod.format : null,
      });
    } catch (error) {
      modules.push({ name, file, loadError: `failed to load: ${error.message}` });
    }
  }
  const rank = (m) => (preferredOrder.includes(m.name) ? preferredOrder.indexOf(m.name) : preferredOrder.length);
  return modules.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** The modules --only and --skip leave; a name that is not a module is an error. */
export function selectModules(modules, options) {
  const names = new Set(modules.map((m) => m.name));
  const unknown = [...(options.only ?? []), ...options.skip].filter((n) => !names.has(n));
  if (unknown.length)
    throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${[...names].join(', ')}`);
  return modules.filter((m) => (!options.only || options.only.includes(m.name)) && !options.skip.includes(m.name));
}

/**
 * A hung benchmark must not hold the others up: after its time limit it is reported as failed and its
 * ctx.signal aborts, so a cooperative module can stop its work.
 */
export async function withTimeout(m, ctx) {
  const controller = new AbortController();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${m.timeoutSeconds} s`));
    }, m.timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([m.run({ ...ctx, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
