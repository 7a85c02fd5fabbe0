import 'server-only';
import type { AuditEntryInput, AuditQuery } from '@/lib/store/audit-log';
import { configuredStore } from '@/lib/store/configured';
import { createPostgresAuditLog } from '@/lib/store/postgres/audit-log';
import { createSqliteAuditLog } from '@/lib/store/sqlite/audit-log';

/** The audit log chosen by configuration (lib/store/configured.ts). */
const auditLog = configuredStore('audit-log', { postgres: createPostgresAuditLog, sqlite: createSqliteAuditLog }).get;

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
