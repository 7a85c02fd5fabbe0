import { makeTempDir } from '@/test/helpers/env';
import { auditLogContract } from '../audit-log-contract';
import { createSqliteAuditLog } from './audit-log';

auditLogContract('SQLite', async (cleanup) => {
  const temp = makeTempDir();
  cleanup(() => temp.remove());
  const open = () => {
    const log = createSqliteAuditLog({ dataDir: temp.dir });
    cleanup(() => log.close());
    return log;
  };
  return { log: open(), another: open };
});
