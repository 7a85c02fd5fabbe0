import 'server-only';
import type { AlertStore } from '@/lib/store/alert-store';
import { jobCalls } from './alert-jobs';
import { releaseCalls } from './alert-releases';
import { subscriberQueries, subscriptionCalls } from './alert-subscribers';
import { acquirePool } from './pool';

/** The shared alert store: the same tables in Postgres, for several instances at once. */
export function createPostgresAlertStore(options: { connectionString: string; poolMax: number }): AlertStore {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  return {
    ...subscriptionCalls(pool),
    ...subscriberQueries(pool),
    ...releaseCalls(pool),
    ...jobCalls(pool),
    close: release,
  };
}
