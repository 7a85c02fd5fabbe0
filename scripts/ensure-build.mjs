// Runs `next build` before `npm start` when no build exists or the sources changed since the last one,
// so `npm install && npm start` works on a fresh clone; then completes the standalone server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { assembleStandalone } from './assemble-standalone.mjs';
import { readEnvironment } from './command-line.mjs';

const root = process.cwd();
const { NEXT_DIST_DIR: distDir } = readEnvironment();
const buildId = path.join(root, distDir, 'BUILD_ID');
const sources = ['app', 'components', 'lib', 'content', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// A build without its standalone server (made before output: 'standalone') counts as none.
const complete = existsSync(buildId) && existsSync(path.join(root, distDir, 'standalone', 'server.js'));
const builtAt = complete ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt > changedAt) {
  console.log(`Using the existing build in ${distDir}.`);
} else {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build found: building…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
assembleStandalone(root, distDir);
