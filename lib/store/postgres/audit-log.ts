import 'server-only';
import type { AuditAction, AuditEntry, AuditLog } from '../audit-log';
import { acquirePool } from './pool';

type Row = {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  target: string | null;
  detail: unknown;
};

const toEntry = (row: Row): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  target: row.target,
  detail: row.detail,
});

/** The shared audit log in Postgres, on the process's pool for this database. */
export function createPostgresAuditLog(options: { connectionString: string; poolMax: number }): AuditLog {
  const { pool, release } = acquirePool({ connectionString: options.connectionString, max: options.poolMax });
  return {
    async record({ actor, action, target, detail }, at = new Date()) {
      const { rows } = await pool.query<Row>(
        'INSERT INTO audit_log (at, actor_id, actor_email, action, target, detail) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING *',
        [at, actor.id, actor.email, action, target ?? null, detail === undefined ? null : JSON.stringify(detail)],
      );
      return toEntry(rows[0]);
    },
    async list({ limit, before, action }) {
      const { rows } = await pool.query<Row>(
        `SELECT * FROM audit_log WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR action = $2)
         ORDER BY id DESC LIMIT $3`,
        [before ?? null, action ?? null, limit],
      );
      return rows.map(toEntry);
    },
    close: release,
  };
}
