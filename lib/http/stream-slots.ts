import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { clientKey } from './client-key';
import { HttpError } from './errors';

// Shared through globalThis for the same reason as the rate limits: one count across route bundles.
const KEY = Symbol.for('kairo-pr.stream-slots');
const holder = globalThis as { [KEY]?: Map<string, number> };

function open(): Map<string, number> {
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/**
 * Counts an event stream against its client (STREAMS_PER_CLIENT at once; 429 past it) and returns
 * the function that gives the slot back, to be called once when the stream ends.
 */
export function acquireStreamSlot(request: Request): () => void {
  const counts = open();
  const key = clientKey(request);
  const current = counts.get(key) ?? 0;
  const limit = serverEnv().STREAMS_PER_CLIENT;
  if (current >= limit) {
    throw new HttpError(429, `Too many open conversation streams (at most ${limit}). Close another chat and try again.`, undefined, {
      'retry-after': '5',
    });
  }
  counts.set(key, current + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
}
