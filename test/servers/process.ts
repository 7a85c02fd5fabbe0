/**
 * Child processes of the real-server test harness. Each server runs in its own process group so a
 * test ends exactly what it started, by id, and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type TrackedChild = ChildProcess & { outputTail: () => string };

/** Spawns in a new process group and keeps the last lines of output for error messages. */
export function spawnTracked(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): TrackedChild {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }) as TrackedChild;
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.outputTail = () => tail.join('\n');
  return child;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM to the child's process group, SIGKILL if it has not exited after `timeoutMs`. */
export async function stopTracked(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (!running(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, timeoutMs, 'timeout'));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signal('SIGKILL');
    await exited;
  }
}

/** Polls `probe` until it resolves true; fails early with the child's output when the child exits. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  { child, timeoutMs = 30_000 }: { child?: TrackedChild; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && !running(child)) {
      throw new Error(`${what}: process exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${child.outputTail()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready after ${timeoutMs} ms${child ? `:\n${child.outputTail()}` : ''}`);
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
