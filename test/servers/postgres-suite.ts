import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres';

/**
 * One real Postgres server for the tests of the describe block that calls this, started before them
 * and stopped after (a module of its own: test/servers/postgres.ts is also loaded outside Vitest, by
 * the benchmarks). Read the server through the returned function once the tests run.
 */
export function postgresForSuite(): () => PostgresServer {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the Postgres server is not started yet: read it inside a test or hook');
    return server;
  };
}
