import 'server-only';
import type Database from 'better-sqlite3';
import type { Locale } from '@/lib/i18n/locales';
import { containsPattern, newestFirst, pageLimit, SEARCHED_FIELDS } from '@/lib/store/lead-query';
import type {
  DeliveryChannel,
  DeliveryJobView,
  LeadDetail,
  LeadErasure,
  LeadFilter,
  LeadNote,
  LeadPage,
  LeadPageRequest,
  LeadStatus,
  LeadSummary,
  StatusChange,
  SubmissionKind,
} from '@/lib/store/lead-store';
import { requeueSqlite } from '@/lib/store/requeue-jobs.mjs';

type SubmissionRow = {
  id: number;
  kind: SubmissionKind;
  created_at: string;
  locale: Locale;
  payload: string;
  status: LeadStatus;
};

const COLUMNS = 'id, kind, created_at, locale, payload, status';

const toSummary = (row: SubmissionRow): LeadSummary => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.created_at,
  locale: row.locale,
  fields: JSON.parse(row.payload) as Record<string, unknown>,
  status: row.status,
});

const SEARCH = SEARCHED_FIELDS.map((field) => `json_extract(payload, '$.${field}') LIKE @pattern ESCAPE '\\'`).join(
  ' OR ',
);
const MATCHES = `(@kind IS NULL OR kind = @kind) AND (@status IS NULL OR status = @status)
  AND (@pattern IS NULL OR ${SEARCH})`;

export function listLeads(db: Database.Database, filter: LeadFilter, page: LeadPageRequest): LeadPage {
  const params = { kind: filter.kind ?? null, status: filter.status ?? null, pattern: containsPattern(filter.search) };
  const ascending = page.after !== undefined && page.before === undefined;
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM submissions
       WHERE ${MATCHES} AND (@before IS NULL OR id < @before) AND (@after IS NULL OR id > @after)
       ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all({ ...params, before: page.before ?? null, after: page.after ?? null, limit: pageLimit(page.limit) }) as SubmissionRow[];
  const leads = newestFirst(rows, ascending).map(toSummary);
  if (leads.length === 0) return { leads };
  const exists = (comparison: string, id: number) =>
    db.prepare(`SELECT 1 FROM submissions WHERE ${MATCHES} AND id ${comparison} @id LIMIT 1`).get({ ...params, id }) !==
    undefined;
  const oldest = leads[leads.length - 1].id;
  const newest = leads[0].id;
  return {
    leads,
    ...(exists('<', oldest) ? { older: oldest } : {}),
    ...(exists('>', newest) ? { newer: newest } : {}),
  };
}

export function getLead(db: Database.Database, id: number): LeadDetail | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM submissions WHERE id = ?`).get(id) as SubmissionRow | undefined;
  if (!row) return undefined;
  const history = db
    .prepare(
      `SELECT from_status AS "from", to_status AS "to", actor, changed_at AS at
       FROM lead_status_changes WHERE submission_id = ? ORDER BY id`,
    )
    .all(id) as StatusChange[];
  const notes = db
    .prepare('SELECT id, author, body, created_at AS at FROM lead_notes WHERE submission_id = ? ORDER BY id')
    .all(id) as LeadNote[];
  const deliveries = (
    db
      .prepare(
        `SELECT channel, status, attempts, last_error, queued_at, next_attempt_at, finished_at
         FROM delivery_jobs WHERE submission_id = ? ORDER BY channel`,
      )
      .all(id) as {
      channel: DeliveryChannel;
      status: DeliveryJobView['status'];
      attempts: number;
      last_error: string | null;
      queued_at: string;
      next_attempt_at: string;
      finished_at: string | null;
    }[]
  ).map(
    (job): DeliveryJobView => ({
      channel: job.channel,
      status: job.status,
      attempts: job.attempts,
      lastError: job.last_error,
      queuedAt: job.queued_at,
      nextAttemptAt: job.status === 'pending' ? job.next_attempt_at : null,
      finishedAt: job.finished_at,
    }),
  );
  return { ...toSummary(row), history, notes, deliveries };
}

export function setLeadStatus(db: Database.Database, id: number, status: LeadStatus, actor: string, now: string): boolean {
  const change = db.transaction(() => {
    const current = db.prepare('SELECT status FROM submissions WHERE id = ?').pluck().get(id) as LeadStatus | undefined;
    if (current === undefined) return false;
    if (current === status) return true;
    db.prepare('UPDATE submissions SET status = ? WHERE id = ?').run(status, id);
    db.prepare(
      'INSERT INTO lead_status_changes (submission_id, from_status, to_status, actor, changed_at) VALUES (?, ?, ?, ?, ?)',
    ).run(id, current, status, actor, now);
    return true;
  });
  return change.immediate();
}

export function addLeadNote(db: Database.Database, id: number, body: string, author: string, now: string): boolean {
  const result = db
    .prepare(
      `INSERT INTO lead_notes (submission_id, author, body, created_at)
       SELECT id, @author, @body, @now FROM submissions WHERE id = @id`,
    )
    .run({ id, author, body, now });
  return result.changes === 1;
}

export function requeueDelivery(db: Database.Database, id: number, channel: DeliveryChannel, now: Date): boolean {
  return requeueSqlite(db, { id, channel }, now) === 1;
}

const BY_EMAIL = `lower(trim(json_extract(payload, '$.email'))) = lower(trim(@email))`;

export function leadsByEmail(db: Database.Database, email: string): LeadSummary[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM submissions WHERE ${BY_EMAIL} ORDER BY id DESC`)
    .all({ email }) as SubmissionRow[];
  return rows.map(toSummary);
}

export function leadsByConversation(db: Database.Database, conversationId: string): LeadSummary[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM submissions WHERE json_extract(payload, '$.conversationId') = ? ORDER BY id DESC`)
    .all(conversationId) as SubmissionRow[];
  return rows.map(toSummary);
}

/** Children first: a connection without `foreign_keys = ON` would not cascade. */
export function eraseLeadsByEmail(db: Database.Database, email: string): LeadErasure {
  const erase = db.transaction(() => {
    const ids = `SELECT id FROM submissions WHERE ${BY_EMAIL}`;
    const remove = (table: string) =>
      db.prepare(`DELETE FROM ${table} WHERE submission_id IN (${ids})`).run({ email }).changes;
    const deliveryJobs = remove('delivery_jobs');
    const notes = remove('lead_notes');
    const statusChanges = remove('lead_status_changes');
    const leads = db.prepare(`DELETE FROM submissions WHERE ${BY_EMAIL}`).run({ email }).changes;
    return { leads, deliveryJobs, notes, statusChanges };
  });
  return erase.immediate();
}
