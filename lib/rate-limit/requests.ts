import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/config/env';
import { createLimiter } from './index';
import type { Limiter } from './limiter';
import { clientKey, type HasHeaders } from '@/lib/http/client-key';
import { HttpError } from '@/lib/http/errors';

export type RateBucket = 'forms' | 'conversations' | 'messages' | 'history';

const WINDOW_SECONDS = 60;

// Shared through globalThis for the same reason as the provider: one budget across route bundles.
const KEY = Symbol.for('kairo-pr.rate-limit');
const holder = globalThis as { [KEY]?: Map<RateBucket, Limiter> };

function pointsFor(bucket: RateBucket, env: ServerEnv): number {
  if (bucket === 'forms') return env.RATE_LIMIT_FORMS_PER_MINUTE;
  if (bucket === 'conversations') return env.RATE_LIMIT_CONVERSATIONS_PER_MINUTE;
  if (bucket === 'history') return env.RATE_LIMIT_HISTORY_READS_PER_MINUTE;
  return env.RATE_LIMIT_MESSAGES_PER_MINUTE;
}

/** The bucket's limiter, created on first use from the environment. */
function limiterFor(bucket: RateBucket): Limiter {
  holder[KEY] ??= new Map();
  let limiter = holder[KEY].get(bucket);
  if (!limiter) {
    const env = serverEnv();
    limiter = createLimiter({ name: bucket, points: pointsFor(bucket, env), durationSeconds: WINDOW_SECONDS }, env);
    holder[KEY].set(bucket, limiter);
  }
  return limiter;
}

/**
 * Creates the limiters at start-up, outside any request: each keeps the async context it was created
 * in (see lib/rate-limit/memory-limiter.ts), which should not be a visitor's request.
 */
export function prepareRateLimits(): void {
  for (const bucket of ['forms', 'conversations', 'messages', 'history'] as const) limiterFor(bucket);
}

/**
 * Counts the request in its client's one-minute window for the bucket; over the limit it throws a
 * 429 whose Retry-After is the number of seconds until the window ends.
 */
export async function enforceRateLimit(request: HasHeaders, bucket: RateBucket): Promise<void> {
  const outcome = await limiterFor(bucket).consume(clientKey(request));
  if (outcome.allowed) return;
  const retryAfter = outcome.retryAfterSeconds;
  throw new HttpError(
    429,
    `Too many requests. Please try again in ${retryAfter} seconds.`,
    undefined,
    { 'retry-after': String(retryAfter) },
    { key: 'tooManyRequests', values: { seconds: retryAfter } },
  );
}

export function resetRateLimitsForTests(): void {
  for (const limiter of holder[KEY]?.values() ?? []) void limiter.clear();
  delete holder[KEY];
}
