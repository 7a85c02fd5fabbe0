import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { createPostgresAlertStore } from '@/lib/store/postgres/alert-store';
import { createSqliteAlertStore } from './sqlite/alert-store';
import type { AlertStore } from './alert-store';

const KEY = Symbol.for('kairo-pr.alert-store');
const holder = globalThis as { [KEY]?: AlertStore };

/** The alert store chosen by configuration, once per process: Postgres with DATABASE_URL, else SQLite in DATA_DIR. */
export function getAlertStore(): AlertStore {
  if (!holder[KEY]) {
    const env = serverEnv();
    holder[KEY] = env.DATABASE_URL
      ? createPostgresAlertStore({ connectionString: env.DATABASE_URL, poolMax: env.PG_POOL_MAX })
      : createSqliteAlertStore({ dataDir: env.DATA_DIR });
  }
  return holder[KEY];
}

/** Closes the store and forgets it, so the next call re-reads the env. */
export async function closeAlertStore(): Promise<void> {
  const store = holder[KEY];
  delete holder[KEY];
  await store?.close();
}
