import 'server-only';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import type { AuditAction, AuditEntry, AuditLog } from '../audit-log';

type Row = {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  target: string | null;
  detail: string | null;
};

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  target: row.target,
  detail: row.detail === null ? null : JSON.parse(row.detail),
});

/** The embedded audit log: a table of `$dataDir/site.db`, opened on first use. */
export function createSqliteAuditLog(options: { dataDir: string }): AuditLog {
  const database = openOnFirstUse(options.dataDir, 'The audit log is closed.');
  return {
    async record({ actor, action, target, detail }, at = new Date()) {
      const row = database
        .get()
        .prepare(
          'INSERT INTO audit_log (at, actor_id, actor_email, action, target, detail) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
        )
        .get(at.toISOString(), actor.id, actor.email, action, target ?? null, detail === undefined ? null : JSON.stringify(detail)) as Row;
      return toEntry(row);
    },
    async list({ limit, before, action }) {
      const rows = database
        .get()
        .prepare(
          `SELECT * FROM audit_log WHERE (? IS NULL OR id < ?) AND (? IS NULL OR action = ?) ORDER BY id DESC LIMIT ?`,
        )
        .all(before ?? null, before ?? null, action ?? null, action ?? null, limit) as Row[];
      return rows.map(toEntry);
    },
    async close() {
      database.close();
    },
  };
}
