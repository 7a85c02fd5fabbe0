import 'server-only';
import { serverEnv } from '@/lib/config/env';
import type { AuditEntryInput, AuditLog, AuditQuery } from '@/lib/store/audit-log';
import { createPostgresAuditLog } from '@/lib/store/postgres/audit-log';
import { createSqliteAuditLog } from '@/lib/store/sqlite/audit-log';

const KEY = Symbol.for('kairo-pr.audit-log');
const holder = globalThis as { [KEY]?: AuditLog };

/** The audit log chosen by configuration: Postgres with DATABASE_URL, else SQLite in DATA_DIR. */
function auditLog(): AuditLog {
  if (!holder[KEY]) {
    const env = serverEnv();
    holder[KEY] = env.DATABASE_URL
      ? createPostgresAuditLog({ connectionString: env.DATABASE_URL, poolMax: env.PG_POOL_MAX })
      : createSqliteAuditLog({ dataDir: env.DATA_DIR });
  }
  return holder[KEY];
}

/**
 * Records what a staff member did; resolves once stored. Call it after the change has been made,
 * with `actor` as the guard returned it. `detail` must not carry a visitor's personal data (an
 * erasure would have to reach it): name a lead by its id.
 */
export function recordAudit(entry: AuditEntryInput) {
  return auditLog().record(entry);
}

export function listAudit(query: AuditQuery) {
  return auditLog().list(query);
}
