import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { clientKey } from './client-key';
import { HttpError } from './errors';

export type RateBucket = 'forms' | 'conversations' | 'messages';

const WINDOW_MS = 60_000;
/** Past this many tracked clients, expired windows are swept before adding another. */
const SWEEP_THRESHOLD = 10_000;

type Window = { start: number; count: number };

// Shared through globalThis for the same reason as the provider: one budget across route bundles.
const KEY = Symbol.for('kairo-pr.rate-limit');
const holder = globalThis as { [KEY]?: Map<string, Window> };

function windows(): Map<string, Window> {
  holder[KEY] ??= new Map();
  return holder[KEY];
}

function limitFor(bucket: RateBucket): number {
  const env = serverEnv();
  if (bucket === 'forms') return env.RATE_LIMIT_FORMS_PER_MINUTE;
  if (bucket === 'conversations') return env.RATE_LIMIT_CONVERSATIONS_PER_MINUTE;
  return env.RATE_LIMIT_MESSAGES_PER_MINUTE;
}

/**
 * Counts the request in its client's fixed one-minute window for the bucket; over the limit it
 * throws a 429 whose Retry-After is the number of seconds until the window ends.
 */
export function enforceRateLimit(request: Request, bucket: RateBucket, now = Date.now()): void {
  const map = windows();
  const key = `${bucket}:${clientKey(request)}`;
  let window = map.get(key);
  if (!window || now - window.start >= WINDOW_MS) {
    if (!window && map.size >= SWEEP_THRESHOLD) sweep(map, now);
    window = { start: now, count: 0 };
    map.set(key, window);
  }
  window.count += 1;
  if (window.count > limitFor(bucket)) {
    const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    throw new HttpError(429, `Too many requests. Please try again in ${retryAfter} seconds.`, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}

function sweep(map: Map<string, Window>, now: number): void {
  for (const [key, window] of map) {
    if (now - window.start >= WINDOW_MS) map.delete(key);
  }
}

export function resetRateLimitsForTests(): void {
  windows().clear();
}
