/**
 * Instances of the current build for cluster tests: each on a free port, in its own process group,
 * with its own DATA_DIR. `next start` by default; with `standalone`, the self-contained server the
 * container image runs (`.next/standalone/server.js`), which uses the configuration as built.
 * Build first (`node scripts/ensure-build.mjs`).
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnTracked, stopTracked, waitUntil, type TrackedChild } from './process';

export type SiteInstance = { url: string; port: number; child: TrackedChild; stop: () => Promise<void> };

export type SiteOptions = { standalone?: boolean };

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const STANDALONE = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'standalone');

/**
 * A copy of the standalone server for one instance, as each container has its own: Next's default
 * cache writes regenerated pages into it, which must neither leak into another instance nor stay
 * in the build. Its node_modules are only read, so they are linked rather than copied.
 */
function standaloneCopy(dataDir: string): string {
  const copy = path.join(dataDir, 'standalone');
  cpSync(STANDALONE, copy, { recursive: true, filter: (source) => source !== path.join(STANDALONE, 'node_modules') });
  symlinkSync(path.join(STANDALONE, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** Spawns an instance without waiting for it: for tests of an instance that must refuse to start. */
export async function spawnSite(env: Record<string, string>, options: SiteOptions = {}): Promise<SiteInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-site-'));
  const port = await freePort();
  const args = options.standalone
    ? [path.join(standaloneCopy(dataDir), 'server.js')]
    : [NEXT_BIN, 'start', '-p', String(port), '-H', 'localhost'];
  const child = spawnTracked(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PROVIDER: 'embedded',
      ...(options.standalone ? { PORT: String(port), HOSTNAME: '127.0.0.1' } : {}),
      ...env,
    },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stop: async () => {
      await stopTracked(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Spawns an instance and resolves once it answers. */
export async function startSite(env: Record<string, string>, options: SiteOptions = {}): Promise<SiteInstance> {
  const site = await spawnSite(env, options);
  try {
    await waitUntil(
      `next start on ${site.port}`,
      async () => (await fetch(`${site.url}/robots.txt`, { signal: AbortSignal.timeout(5_000) })).ok,
      { child: site.child, timeoutMs: 90_000 },
    );
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
