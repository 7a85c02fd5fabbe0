import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, WorkQueueFullError, WorkTimeoutError } from './pool';

// A real worker thread: `spin` busy-loops for the given milliseconds (a computation nothing can
// interrupt), `fail` throws, anything else is echoed.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.fail) return parentPort.postMessage({ ok: false, error: 'broken: ' + m.fail });
  const until = Date.now() + (m.spin ?? 0);
  while (Date.now() < until);
  parentPort.postMessage({ ok: true, value: m.echo });
});`;

const pools: WorkerPool[] = [];
function makePool(options: Partial<{ size: number; timeoutMs: number; maxQueued: number }> = {}) {
  let started = 0;
  const pool = new WorkerPool({
    createWorker: () => {
      started++;
      return new Worker(SOURCE, { eval: true });
    },
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 2000,
    maxQueued: options.maxQueued ?? 10,
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
    const second = pool.run({ echo: 2 }, controller.signal);
    controller.abort(new Error('gone'));
    await expect(second).rejects.toThrow('gone');
    await expect(first).resolves.toBe(1);
  });
});
