/** A throwaway Redis server for tests: free port, temporary folder, no persistence. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, isExecutable, spawnTracked, stopTracked, tcpOpen, waitUntil } from './process';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';

export type RedisServer = {
  url: string;
  port: number;
  /** SIGSTOP: the server keeps its connections open but answers nothing, as a stalled Redis does. */
  pause: () => void;
  /** SIGCONT after pause. */
  resume: () => void;
  stop: () => Promise<void>;
};

/** Why Redis tests cannot run here, or null when they can. */
export function redisUnavailable(): string | null {
  return isExecutable(REDIS_SERVER) ? null : `redis-server not found at ${REDIS_SERVER} (apt-get install redis-server)`;
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairo-redis-'));
  const port = await freePort();
  const child = spawnTracked(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir },
  );
  try {
    await waitUntil('redis-server', () => tcpOpen(port), { child });
  } catch (error) {
    await stopTracked(child);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let paused = false;
  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    process.kill(child.pid!, name);
    paused = name === 'SIGSTOP';
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      // A stopped process would take SIGTERM only once continued.
      if (paused) signal('SIGCONT');
      await stopTracked(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
