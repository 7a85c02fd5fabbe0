// Builds the site and the bare page only when their sources changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === '.next' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(' ')} failed with ${result.status ?? result.signal}`);
}

/** The site's own rule (scripts/ensure-build.mjs), so `npm start`, the e2e tests and the bench share one build. */
export function ensureSiteBuild(root, distDir) {
  const start = Date.now();
  run(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`no BUILD_ID in ${distDir} after the build`);
  return Date.now() - start;
}

export function ensureBareBuild(root) {
  const bare = path.join(root, 'bench/bare');
  const buildId = path.join(bare, '.next/BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(newestMtime(bare), newestMtime(path.join(root, 'package-lock.json')));
  if (builtAt > changedAt) return 0;
  const start = Date.now();
  // The site's NEXT_DIST_DIR must not leak into the bare app's build.
  const env = { ...process.env };
  delete env.NEXT_DIST_DIR;
  run(path.join(root, 'node_modules/.bin/next'), ['build', 'bench/bare'], { cwd: root, env });
  return Date.now() - start;
}
