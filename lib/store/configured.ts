import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/config/env';

type Halves<S> = {
  postgres: (shared: { connectionString: string; poolMax: number }, env: ServerEnv) => S;
  sqlite: (embedded: { dataDir: string }, env: ServerEnv) => S;
};

/**
 * One store of a kind per process, its half chosen by configuration: Postgres when DATABASE_URL is
 * set (shared by every instance), else embedded SQLite in DATA_DIR. Held on globalThis under
 * `kairo-pr.<name>`, like the provider, because route bundles and instrumentation each load this
 * module. `close` closes the store and forgets it, so the next `get` re-reads the env.
 */
export function configuredStore<S extends { close(): Promise<void> }>(name: string, halves: Halves<S>) {
  const key = Symbol.for(`kairo-pr.${name}`);
  const holder = globalThis as { [key]?: S };
  return {
    get(): S {
      if (!holder[key]) {
        const env = serverEnv();
        holder[key] = env.DATABASE_URL
          ? halves.postgres({ connectionString: env.DATABASE_URL, poolMax: env.PG_POOL_MAX }, env)
          : halves.sqlite({ dataDir: env.DATA_DIR }, env);
      }
      return holder[key];
    },
    async close(): Promise<void> {
      const store = holder[key];
      delete holder[key];
      await store?.close();
    },
  };
}
