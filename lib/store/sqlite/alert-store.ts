import 'server-only';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import type { AlertStore } from '../alert-store';
import { jobCalls } from './alert-jobs';
import { releaseCalls } from './alert-releases';
import { subscriberQueries, subscriptionCalls } from './alert-subscribers';

/** The embedded alert store: tables in `$dataDir/site.db`, opened on first use. */
export function createSqliteAlertStore(options: { dataDir: string }): AlertStore {
  const database = openOnFirstUse(options.dataDir, 'The alert store is closed.');
  const db = database.get;
  return {
    ...subscriptionCalls(db),
    ...subscriberQueries(db),
    ...releaseCalls(db),
    ...jobCalls(db),

    async close() {
      database.close();
    },
  };
}
