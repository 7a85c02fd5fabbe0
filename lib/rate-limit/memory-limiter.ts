import { AsyncLocalStorage } from 'node:async_hooks';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter, LimiterOptions, LimitOutcome } from './limiter';

export type MemoryLimiter = Limiter & {
  /** Keys currently counted; never more than `maxKeys`. */
  keyCount(): number;
};

/**
 * rate-limiter-flexible's in-process limiter with a cap on the number of keys it holds. The library
 * forgets a key when its window ends but has no upper bound inside a window, so many distinct
 * clients in one minute would grow memory without limit. Past `maxKeys`, expired keys are dropped
 * first, then the oldest windows: an evicted client starts a fresh window, which gives a flood no
 * more budget than its own addresses already have, while memory stays bounded.
 */
export function createMemoryLimiter(options: LimiterOptions & { maxKeys: number }): MemoryLimiter {
  // The library sets one timer per key, and a timer keeps the async context it was created in until
  // it fires — under Next that is the whole request, about 40 kB, for a minute: 20,000 keys held
  // 800 MB (bench/forged-clients.mjs). Counting runs in the context the limiter was created in
  // instead, so one context is kept rather than one per key.
  const inCreationContext = AsyncLocalStorage.snapshot();
  const limiter = new RateLimiterMemory({
    keyPrefix: options.name,
    points: options.points,
    duration: options.durationSeconds,
  });
  // Keys in the order their windows started, with the time each window ends; a key whose window
  // restarts moves to the end, so the front always holds the oldest windows.
  const windows = new Map<string, number>();

  function track(key: string, result: RateLimiterRes): void {
    // A key evicted while its count was pending stays evicted.
    if (!result.isFirstInDuration || !windows.has(key)) return;
    windows.delete(key);
    windows.set(key, Date.now() + result.msBeforeNext);
  }

  /** Windows end in the order they started, so the ended ones are all at the front. */
  function forgetEnded(now: number): void {
    for (const [key, endsAt] of windows) {
      if (endsAt > now) return;
      windows.delete(key);
    }
  }

  // The library's delete is synchronous underneath; not awaiting it keeps the check-and-reserve below
  // in one turn, so concurrent requests cannot push the count past the cap.
  function evictOldest(): void {
    for (const key of windows.keys()) {
      if (windows.size < options.maxKeys) return;
      windows.delete(key);
      void limiter.delete(key);
    }
  }

  return {
    async consume(key: string): Promise<LimitOutcome> {
      const now = Date.now();
      forgetEnded(now);
      if (!windows.has(key)) {
        if (windows.size >= options.maxKeys) evictOldest();
        windows.set(key, now + options.durationSeconds * 1000);
      }
      try {
        track(key, await inCreationContext(() => limiter.consume(key)));
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        track(key, error);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
    async clear() {
      for (const key of windows.keys()) await limiter.delete(key);
      windows.clear();
    },
    keyCount: () => windows.size,
  };
}
