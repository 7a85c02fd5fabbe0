import 'server-only';
import { isDraining, trackWork } from '@/lib/lifecycle/shutdown';
import { HttpError } from './errors';

/** Seconds a client is asked to wait before retrying while this instance shuts down. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/** Refuses new work with 503 and Retry-After once shutdown has begun (new streams). */
export function refuseWhileDraining(): void {
  if (isDraining()) {
    throw new HttpError(
      503,
      'The server is restarting. Please try again in a few seconds.',
      undefined,
      { 'retry-after': String(DRAINING_RETRY_AFTER_SECONDS) },
      { key: 'restarting' },
    );
  }
}

/**
 * A write: refused with 503 once shutdown has begun; otherwise shutdown waits for it, so what was
 * acknowledged is committed before the database closes.
 */
export function acceptWrite<T>(work: () => Promise<T>): Promise<T> {
  refuseWhileDraining();
  return trackWork(work);
}
