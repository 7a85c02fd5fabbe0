import { afterAll, beforeAll, describe } from 'vitest';
import { postgresUnavailable, startPostgres, type PostgresServer } from '@/test/servers/postgres';
import { skipMessage } from '@/test/servers/skip';
import { auditLogContract } from '../audit-log-contract';
import { createPostgresAuditLog } from './audit-log';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  let server: PostgresServer;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  auditLogContract('Postgres', async (cleanup) => {
    const url = await server.createMigratedDatabase(`audit_${++databases}`);
    // A different pool size for the second instance: its own pool, as another process would have.
    const open = (poolMax: number) => {
      const log = createPostgresAuditLog({ connectionString: url, poolMax });
      cleanup(() => log.close());
      return log;
    };
    return { log: open(3), another: () => open(2) };
  });
});
