import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, WorkQueueFullError, WorkTimeoutError } from './pool';

// A real worker thread: `spin` busy-loops for the given milliseconds (a computation nothing can
// interrupt), `fail` throws, `seen` answers how many messages this worker has had, anything else is echoed.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
let seen = 0;
parentPort.on('message', (m) => {
  seen++;
  if (m.seen) return parentPort.postMessage({ ok: true, value: seen });
  if (m.fail) return parentPort.postMessage({ ok: false, error: 'broken: ' + m.fail });
  const until = Date.now() + (m.spin ?? 0);
  while (Date.now() < until);
  parentPort.postMessage({ ok: true, value: m.echo });
});`;

const pools: WorkerPool[] = [];
function makePool(
  options: Partial<{ size: number; timeoutMs: number; maxQueued: number; maxRunningPerClient: number }> = {},
) {
  let started = 0;
  const pool = new WorkerPool({
    createWorker: () => {
      started++;
      return new Worker(SOURCE, { eval: true });
    },
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 2000,
    maxQueued: options.maxQueued ?? 10,
    maxRunningPerClient: options.maxRunningPerClient,
  });
  pools.push(pool);
  return { pool, started: () => started };
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('answers tasks in a worker thread, one worker reused', async () => {
    const { pool, started } = makePool();
    await expect(pool.run({ echo: 'a' })).resolves.toBe('a');
    await expect(pool.run({ echo: 'b' })).resolves.toBe('b');
    expect(started()).toBe(1);
  });

  it('keeps the calling thread free while a task computes', async () => {
    const { pool } = makePool();
    const running = pool.run({ spin: 300, echo: 'done' });
    const timer = new Promise((resolve) => setTimeout(() => resolve('timer'), 20));
    // Computed on this thread, the task would finish before the timer could fire.
    await expect(Promise.race([running, timer])).resolves.toBe('timer');
    await expect(running).resolves.toBe('done');
  });

  it('stops a task past its budget and serves the next one with a fresh worker', async () => {
    const { pool, started } = makePool({ timeoutMs: 150 });
    // The task would spin for a minute; the test's own 5 s limit shows it was cut off.
    await expect(pool.run({ spin: 60_000 })).rejects.toBeInstanceOf(WorkTimeoutError);
    await expect(pool.run({ echo: 'next' })).resolves.toBe('next');
    expect(started()).toBe(2);
  });

  it('rejects with the error the worker reports', async () => {
    const { pool } = makePool();
    await expect(pool.run({ fail: 'x' })).rejects.toThrow('broken: x');
  });

  it('refuses tasks past the queue bound', async () => {
    const { pool } = makePool({ maxQueued: 1 });
    const first = pool.run({ spin: 100, echo: 1 });
    const second = pool.run({ echo: 2 });
    await expect(pool.run({ echo: 3 })).rejects.toBeInstanceOf(WorkQueueFullError);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('drops a waiting task whose signal aborts', async () => {
    const { pool } = makePool();
    const first = pool.run({ spin: 100, echo: 1 });
    const controller = new AbortController();
    const second = pool.run({ echo: 2 }, { signal: controller.signal });
    controller.abort(new Error('gone'));
    await expect(second).rejects.toThrow('gone');
    await expect(first).resolves.toBe(1);
  });

  it('takes waiting tasks from the clients in turn, not first come first served', async () => {
    const { pool } = makePool({ maxQueued: 40 });
    const order: string[] = [];
    const run = (client: string, n: number) =>
      pool.run({ spin: 20, echo: `${client}${n}` }, { client }).then((v) => order.push(String(v)));
    const flood = [1, 2, 3, 4].map((n) => run('a', n));
    const other = run('b', 1);
    await Promise.all([...flood, other]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('lets no client hold more than its share of the workers', async () => {
    const { pool } = makePool({ size: 2, maxQueued: 40 });
    const order: string[] = [];
    const run = (client: string, n: number, spin: number) =>
      pool.run({ spin, echo: `${client}${n}` }, { client }).then((v) => order.push(String(v)));
    // a1 and a2 could take both workers; a2 waits for a1 so b1 finds the second worker free.
    const a = [run('a', 1, 300), run('a', 2, 10)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([...a, run('b', 1, 10)]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });

  it('bounds the queue of each client, so one client cannot fill it for everyone', async () => {
    const { pool } = makePool({ maxQueued: 16 }); // two per client
    const a = [
      pool.run({ spin: 100, echo: 1 }, { client: 'a' }),
      pool.run({ echo: 2 }, { client: 'a' }),
      pool.run({ echo: 3 }, { client: 'a' }),
    ];
    await expect(pool.run({ echo: 4 }, { client: 'a' })).rejects.toBeInstanceOf(WorkQueueFullError);
    await expect(pool.run({ echo: 'b' }, { client: 'b' })).resolves.toBe('b');
    await expect(Promise.all(a)).resolves.toEqual([1, 2, 3]);
  });

  it('replaces a stopped worker at once, warmed, while the other workers serve other clients', async () => {
    const { pool, started } = makePool({ size: 2, timeoutMs: 200 });
    await pool.warm({ echo: 'warm' });
    expect(started()).toBe(2);
    const overrun = pool.run({ spin: 60_000 }, { client: 'a' });
    // Meanwhile another client is served by the other worker.
    await expect(pool.run({ echo: 'b' }, { client: 'b' })).resolves.toBe('b');
    await expect(overrun).rejects.toBeInstanceOf(WorkTimeoutError);
    // The replacement was started when the task was stopped, not when the next task came.
    expect(started()).toBe(3);
    // Both workers answer `seen` after the warm-up: every worker has had it first.
    const seen = await Promise.all([
      pool.run<number>({ seen: true }, { client: 'c' }),
      pool.run<number>({ seen: true }, { client: 'd' }),
    ]);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(2);
  });
});
