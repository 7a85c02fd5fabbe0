/**
 * Real processes for the operations specs: the site's own server entry (or the standalone build) on
 * a free port with a temporary DATA_DIR, and helpers to talk to it. Every process is started in its
 * own group and ended by its id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export const root = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export type Site = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  output: () => string;
  stop: () => Promise<void>;
};

type StartOptions = {
  /** Folder holding server.mjs or the standalone server.js (default: the repository). */
  cwd?: string;
  entry?: string;
  env?: Record<string, string>;
};

export async function startSite({ cwd = root, entry = 'server.mjs', env = {} }: StartOptions = {}): Promise<Site> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? tempDir('kairo-ops-data-');
  // The Node running the tests (Node 24 in the Node 24 pass of .ci/run).
  const child = spawn(process.execPath, [entry], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      PROVIDER: 'embedded',
      ...env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const site: Site = {
    url,
    dataDir,
    child,
    exited,
    output: () => log,
    /** Ends the server (if still running) and removes the data folder it was given by default. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return site;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await site.stop();
  throw new Error(`the server did not answer within 60 s:\n${log}`);
}

export const inquiry = (email: string) => ({
  name: 'Linh Pham',
  company: 'Mekong Rails',
  email,
  message: 'We are announcing a Series A in June and need tier-1 coverage in Singapore.',
});

/** Stored inquiries by e-mail address, read from the site's SQLite file. */
export function storedEmails(dataDir: string): Set<string> {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT json_extract(payload, '$.email') AS email FROM submissions WHERE kind = 'inquiry'")
      .all() as { email: string }[];
    return new Set(rows.map((row) => row.email));
  } finally {
    db.close();
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** SSE frames of a response body, comments included, until the stream ends. */
export async function* sseFrames(response: Response): AsyncGenerator<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (true) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      yield buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
    }
  }
}
