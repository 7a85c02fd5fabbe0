/**
 * `next start` instances of the current build for cluster tests: each on a free port, in its own
 * process group, with its own DATA_DIR. Build first (`node scripts/ensure-build.mjs`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnTracked, stopTracked, waitUntil, type TrackedChild } from './process';

export type SiteInstance = { url: string; port: number; child: TrackedChild; stop: () => Promise<void> };

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

/** Spawns an instance without waiting for it: for tests of an instance that must refuse to start. */
export async function spawnSite(env: Record<string, string>): Promise<SiteInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-site-'));
  const port = await freePort();
  const child = spawnTracked(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PROVIDER: 'embedded', ...env },
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
export async function startSite(env: Record<string, string>): Promise<SiteInstance> {
  const site = await spawnSite(env);
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
