import { describe } from 'vitest';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { auditLogContract } from '../audit-log-contract';
import { createPostgresAuditLog } from './audit-log';

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;

  auditLogContract('Postgres', async (cleanup) => {
    const url = await server().createMigratedDatabase(`audit_${++databases}`);
    // A different pool size for the second instance: its own pool, as another process would have.
    const open = (poolMax: number) => {
      const log = createPostgresAuditLog({ connectionString: url, poolMax });
      cleanup(() => log.close());
      return log;
    };
    return { log: open(3), another: () => open(2) };
  });
});
