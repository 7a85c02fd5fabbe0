/**
 * `next start` without SITE_URL, on the build the suite already uses: a warning naming what it
 * affects, or with REQUIRE_SITE_URL=true no server at all.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const WARNING = 'SITE_URL is not set';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built site; resolves when it is serving or has exited, with its output so far. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-site-url-'));
  const baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['SITE_URL', 'REQUIRE_SITE_URL'].includes(key)),
  );
  const child = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
    {
      env: {
        ...baseEnv,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...env,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 30_000;
  let status: number | undefined;
  while (Date.now() < deadline && child.exitCode === null) {
    status = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (r) => r.status,
      () => undefined,
    );
    if (status) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    status,
    output: () => output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    exited,
  };
}

test.describe.configure({ mode: 'serial' });

test('a production server without SITE_URL serves, and warns once naming what it affects', async () => {
  const server = await startServer({});
  try {
    expect(server.status).toBe(200);
    const output = server.output();
    expect(output.split(WARNING)).toHaveLength(2);
    for (const affected of ['canonical', 'Open Graph', 'JSON-LD', 'sitemap.xml', 'robots.txt', 'RSS feed']) {
      expect(output).toContain(affected);
    }
  } finally {
    await server.stop();
  }
});

test('with REQUIRE_SITE_URL=true and no SITE_URL the server refuses to start', async () => {
  const server = await startServer({ REQUIRE_SITE_URL: 'true' });
  try {
    expect(await server.exited).toBe(1);
    expect(server.status).toBeUndefined();
    expect(server.output()).toMatch(/SITE_URL is not set.*REQUIRE_SITE_URL=true/);
  } finally {
    await server.stop();
  }
});

test('with SITE_URL set there is no warning', async () => {
  const server = await startServer({ SITE_URL: 'https://kairo-pr.example', REQUIRE_SITE_URL: 'true' });
  try {
    expect(server.status).toBe(200);
    expect(server.output()).not.toContain(WARNING);
  } finally {
    await server.stop();
  }
});
