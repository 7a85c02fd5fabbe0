import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureShutdown, isDraining, onShutdown, resetShutdownForTests, runShutdown, trackWork } from './shutdown';

afterEach(() => {
  vi.restoreAllMocks();
  resetShutdownForTests();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutdown sequence', () => {
  it('marks the process as draining at once and runs the phases in order: stop, drain, close', async () => {
    const order: string[] = [];
    onShutdown('close-db', () => void order.push(`close-db:${isDraining()}`), 'close');
    onShutdown('finish-job', async () => {
      await sleep(20);
      order.push('finish-job');
    });
    onShutdown('stop-polling', () => void order.push('stop-polling'), 'stop');
    expect(isDraining()).toBe(false);
    const done = runShutdown();
    expect(isDraining()).toBe(true);
    await done;
    expect(order).toEqual(['stop-polling', 'finish-job', 'close-db:true']);
  });

  it('registers a name once, however many bundles register it', async () => {
    const first = vi.fn();
    onShutdown('provider', first);
    onShutdown('provider', () => {
      throw new Error('second copy');
    });
    await runShutdown();
    expect(first).toHaveBeenCalledOnce();
  });

  it('waits for tracked work before closing, and runs once however often it is started', async () => {
    configureShutdown({ drainMs: 5_000 });
    const order: string[] = [];
    onShutdown('close', () => void order.push('close'), 'close');
    const work = trackWork(async () => {
      await sleep(50);
      order.push('work');
      return 'stored';
    });
    const [a, b] = [runShutdown(), runShutdown()];
    expect(a).toBe(b);
    await a;
    expect(await work).toBe('stored');
    expect(order).toEqual(['work', 'close']);
  });

  it('gives drain steps a deadline signal, and goes on past a failing or hung step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureShutdown({ drainMs: 100 });
    let abortedAfter = -1;
    const started = Date.now();
    onShutdown(
      'cut-at-deadline',
      ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            abortedAfter = Date.now() - started;
            resolve();
          });
        }),
    );
    onShutdown('fails', () => {
      throw new Error('boom');
    });
    const closed = vi.fn();
    onShutdown('close', closed, 'close');
    await runShutdown();
    expect(abortedAfter).toBeGreaterThanOrEqual(90);
    expect(closed).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledWith('[shutdown] step "fails" failed:', expect.any(Error));
  });
});
