// The site and the bare page under their servers, each built first when its build is missing or stale.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBareBuild, ensureSiteBuild } from './build.mjs';
import { freePort, spawnTracked, waitForHttp } from './processes.mjs';

/** The bare page under `next start`; the site (no dir) under its own server entry, as `npm start` runs it. */
async function startNext(root, { dir, env, readyPath }) {
  const port = await freePort();
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  const args = dir ? [nextBin, 'start', dir, '-p', String(port), '-H', 'localhost'] : [path.join(root, 'server.mjs')];
  const child = spawnTracked(process.execPath, args, {
    cwd: root,
    env: dir ? env : { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(baseUrl + readyPath, { child, timeoutMs: 90_000 });
  return { child, baseUrl };
}

/**
 * Starts what the selected modules need. A server that cannot start is reported in `unavailable`,
 * so the modules that need it fail and the others still run.
 */
export async function startServers({ root, distDir, selected, log }) {
  const build = {};
  const needSite = selected.some((m) => !m.loadError && m.needs.includes('site'));
  const needBare = selected.some((m) => !m.loadError && m.needs.includes('bare'));
  const unavailable = {};
  let dataDir = null;
  let site = null;
  let bare = null;

  if (needSite) {
    try {
      log(`site: checking the build in ${distDir}`);
      build.siteSeconds = Math.round(ensureSiteBuild(root, distDir) / 1000);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'kairo-bench-'));
      site = await startNext(root, {
        env: {
          ...process.env,
          NEXT_DIST_DIR: distDir,
          PROVIDER: 'embedded',
          DATA_DIR: dataDir,
          REVALIDATE_TOKEN: 'bench-revalidate-token-0123456789',
          RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
          RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000000',
          RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
          RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000000',
        },
        readyPath: '/robots.txt',
      });
      log(`site: next start at ${site.baseUrl}, DATA_DIR ${dataDir}`);
    } catch (error) {
      unavailable.site = `site unavailable: ${error.message}`;
      log(unavailable.site);
    }
  }
  if (needBare) {
    try {
      log('bare page: checking the build in bench/bare/.next');
      build.bareSeconds = Math.round(ensureBareBuild(root) / 1000);
      const env = { ...process.env };
      delete env.NEXT_DIST_DIR;
      bare = await startNext(root, { dir: 'bench/bare', env, readyPath: '/' });
      log(`bare page: next start at ${bare.baseUrl}`);
    } catch (error) {
      unavailable.bare = `bare page unavailable: ${error.message}`;
      log(unavailable.bare);
    }
  }
  return { build, unavailable, dataDir, site, bare };
}
