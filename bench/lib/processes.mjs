// Child processes of the benchmark run: every one is spawned in its own process group and recorded,
// so the runner can end exactly the processes it started (by id) on success, failure or Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a process in a new group and keeps the last lines of its output for error messages. */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.outputTail = () => tail.join('\n');
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Ends one tracked process group (the process and whatever it forked) by its id. */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  children.delete(child);
}

export async function stopChildGracefully(child, timeoutMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopChild(child);
  const timer = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'timeout'));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export function stopAllChildren() {
  for (const child of [...children]) stopChild(child);
}

/** Polls a URL until it answers 2xx; fails early with the child's output when the child exits. */
export async function waitForHttp(url, { child, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${url} answered:\n${child.outputTail()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${child ? `:\n${child.outputTail()}` : ''}`);
}

/**
 * Builds when needed and starts the site's server (server.mjs) on a free port with the embedded
 * provider, the given data folder and extra env (e.g. raised rate limits). Used by benchmarks that
 * run on their own; `child` is the server process itself (its pid reads its memory).
 */
export async function startSite({ root, dataDir, env = {} }) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed; see the output above.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnTracked(
    process.execPath,
    [path.join(root, 'server.mjs')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', PROVIDER: 'embedded', DATA_DIR: dataDir, ...env },
    },
  );
  try {
    await waitForHttp(`${url}/api/health`, { child, timeoutMs: 90_000 });
  } catch (error) {
    stopChild(child);
    throw error;
  }
  return { url, child, stop: () => stopChildGracefully(child) };
}
