import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter } from './memory-limiter';

afterEach(() => vi.useRealTimers());

describe('createMemoryLimiter', () => {
  it('allows `points` hits per key and window, then refuses with the seconds left', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const limiter = createMemoryLimiter({ name: 't', points: 2, durationSeconds: 60, maxKeys: 10 });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    vi.advanceTimersByTime(20_500);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limiter.consume('b')).toEqual({ allowed: true });
    vi.advanceTimersByTime(39_500);
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });

  it('holds at most maxKeys keys however many distinct clients arrive in one window', async () => {
    const limiter = createMemoryLimiter({ name: 't', points: 10, durationSeconds: 60, maxKeys: 20_000 });
    let allowed = 0;
    let most = 0;
    for (let i = 0; i < 100_000; i++) {
      if ((await limiter.consume(`forged-${i}`)).allowed) allowed += 1;
      most = Math.max(most, limiter.keyCount());
    }
    expect(allowed).toBe(100_000);
    expect(most).toBe(20_000);
    expect(limiter.keyCount()).toBe(20_000);
  }, 60_000);

  it('stays within maxKeys when new clients arrive concurrently', async () => {
    const limiter = createMemoryLimiter({ name: 't', points: 1, durationSeconds: 60, maxKeys: 100 });
    let most = 0;
    await Promise.all(
      Array.from({ length: 1_000 }, async (_, i) => {
        await limiter.consume(`c${i}`);
        most = Math.max(most, limiter.keyCount());
      }),
    );
    expect(most).toBe(100);
  });

  it('evicts the oldest window first, so recent clients keep their counts', async () => {
    const limiter = createMemoryLimiter({ name: 't', points: 1, durationSeconds: 60, maxKeys: 3 });
    for (const key of ['old', 'mid', 'new']) await limiter.consume(key);
    await limiter.consume('newest');
    expect(limiter.keyCount()).toBe(3);
    expect(await limiter.consume('new')).toMatchObject({ allowed: false });
    expect(await limiter.consume('old')).toEqual({ allowed: true });
  });

  it('forgets keys whose window ended', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createMemoryLimiter({ name: 't', points: 1, durationSeconds: 60, maxKeys: 100 });
    for (let i = 0; i < 50; i++) await limiter.consume(`k${i}`);
    vi.advanceTimersByTime(61_000);
    await limiter.consume('later');
    expect(limiter.keyCount()).toBe(1);
  });
});
