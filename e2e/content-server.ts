/**
 * A second `next start` of the same build for the content-editing spec: its own copy of the content
 * folder (CONTENT_DIR) to edit, and its own copy of the build folder, because regenerated pages are
 * written back into the build folder and must not leak into the build the other specs use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CONTENT_TOKEN = 'content-e2e-revalidate-token-0123';

export type ContentServer = {
  baseURL: string;
  contentDir: string;
  /** Its DATA_DIR: the SQLite database with staff sessions and the audit log. */
  dataDir: string;
  /** Everything the server wrote to stderr so far (its log). */
  log(): string;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer ${url} within ${timeoutMs} ms`);
}

export async function startContentServer(): Promise<ContentServer> {
  const root = path.resolve(__dirname, '..');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'kairo-content-e2e-'));
  const contentDir = path.join(temp, 'content');
  fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true });

  const builtDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  // Next wants the build folder inside the project; inside the build folder it is ignored like the rest.
  // One per server: two specs may run one each at the same time.
  const distDir = path.join(builtDir, `content-e2e-${path.basename(temp)}`);
  const skipped = ['cache/turbopack', 'cache/images'].map((name) => path.join(builtDir, name));
  // The build without Turbopack's compiler cache; the data cache stays (prerendered content lives there).
  for (const entry of fs.readdirSync(builtDir).filter((name) => !name.startsWith('content-e2e'))) {
    fs.cpSync(path.join(builtDir, entry), path.join(distDir, entry), {
      recursive: true,
      filter: (source) => !skipped.some((skip) => source === skip || source.startsWith(`${skip}${path.sep}`)),
    });
  }

  const port = await freePort();
  let stderr = '';
  const child = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: path.relative(root, distDir),
        CONTENT_DIR: contentDir,
        DATA_DIR: path.join(temp, 'data'),
        PROVIDER: 'embedded',
        REVALIDATE_TOKEN: CONTENT_TOKEN,
        RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000',
        RATE_LIMIT_MESSAGES_PER_MINUTE: '1000',
        RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000',
      },
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    fs.rmSync(temp, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseURL}/robots.txt`, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { baseURL, contentDir, dataDir: path.join(temp, 'data'), log: () => stderr, stop };
}
