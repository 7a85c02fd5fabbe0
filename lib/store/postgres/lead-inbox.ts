import 'server-only';
import type pg from 'pg';
import type { Locale } from '@/lib/i18n/locales';
import { containsPattern, newestFirst, pageLimit, SEARCHED_FIELDS } from '../lead-query';
import type {
  DeliveryChannel,
  DeliveryJobView,
  LeadDetail,
  LeadErasure,
  LeadFilter,
  LeadPage,
  LeadPageRequest,
  LeadStatus,
  LeadSummary,
  SubmissionKind,
} from '../lead-store';
import { requeuePostgres } from '../requeue-jobs.mjs';

type SubmissionRow = {
  id: string;
  kind: SubmissionKind;
  created_at: Date;
  locale: Locale;
  payload: Record<string, unknown>;
  status: LeadStatus;
};

const COLUMNS = 'id, kind, created_at, locale, payload, status';

const toSummary = (row: SubmissionRow): LeadSummary => ({
  id: Number(row.id),
  kind: row.kind,
  createdAt: row.created_at.toISOString(),
  locale: row.locale,
  fields: row.payload,
  status: row.status,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Postgres text cannot hold U+0000; staff text with one is stored with the replacement character.
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

const SEARCH = SEARCHED_FIELDS.map((field) => `payload->>'${field}' ILIKE $3 ESCAPE '\\'`).join(' OR ');
// $1 kind, $2 status, $3 pattern: the same three values lead every query below.
const MATCHES = `($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR ${SEARCH})`;

const BY_EMAIL = `lower(btrim(payload->>'email')) = lower(btrim($1))`;

type Rows = <T extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<T[]>;

/** The inbox's pages and a lead's full record: its history, notes and deliveries. */
function leadViews(rows: Rows) {
  return {
    async listLeads(filter: LeadFilter, page: LeadPageRequest): Promise<LeadPage> {
      const params = [filter.kind ?? null, filter.status ?? null, containsPattern(filter.search)];
      const ascending = page.after !== undefined && page.before === undefined;
      const found = await rows<SubmissionRow>(
        `SELECT ${COLUMNS} FROM submissions
         WHERE ${MATCHES} AND ($4::bigint IS NULL OR id < $4) AND ($5::bigint IS NULL OR id > $5)
         ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT $6`,
        [...params, page.before ?? null, page.after ?? null, pageLimit(page.limit)],
      );
      const leads = newestFirst(found, ascending).map(toSummary);
      if (leads.length === 0) return { leads };
      const oldest = leads[leads.length - 1].id;
      const newest = leads[0].id;
      const [edges] = await rows<{ older: boolean; newer: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM submissions WHERE ${MATCHES} AND id < $4) AS older,
                EXISTS (SELECT 1 FROM submissions WHERE ${MATCHES} AND id > $5) AS newer`,
        [...params, oldest, newest],
      );
      return { leads, ...(edges.older ? { older: oldest } : {}), ...(edges.newer ? { newer: newest } : {}) };
    },

    async getLead(id: number): Promise<LeadDetail | undefined> {
      const [row] = await rows<SubmissionRow>(`SELECT ${COLUMNS} FROM submissions WHERE id = $1`, [id]);
      if (!row) return undefined;
      const [history, notes, jobs] = await Promise.all([
        rows<{ from: LeadStatus; to: LeadStatus; actor: string; at: Date }>(
          `SELECT from_status AS "from", to_status AS "to", actor, changed_at AS at
           FROM lead_status_changes WHERE submission_id = $1 ORDER BY id`,
          [id],
        ),
        rows<{ id: string; author: string; body: string; at: Date }>(
          'SELECT id, author, body, created_at AS at FROM lead_notes WHERE submission_id = $1 ORDER BY id',
          [id],
        ),
        rows<{
          channel: DeliveryChannel;
          status: DeliveryJobView['status'];
          attempts: number;
          last_error: string | null;
          queued_at: Date;
          next_attempt_at: Date;
          finished_at: Date | null;
        }>(
          `SELECT channel, status, attempts, last_error, queued_at, next_attempt_at, finished_at
           FROM delivery_jobs WHERE submission_id = $1 ORDER BY channel`,
          [id],
        ),
      ]);
      return {
        ...toSummary(row),
        history: history.map((change) => ({ ...change, at: change.at.toISOString() })),
        notes: notes.map((note) => ({ ...note, id: Number(note.id), at: note.at.toISOString() })),
        deliveries: jobs.map((job) => ({
          channel: job.channel,
          status: job.status,
          attempts: job.attempts,
          lastError: job.last_error,
          queuedAt: job.queued_at.toISOString(),
          nextAttemptAt: job.status === 'pending' ? iso(job.next_attempt_at) : null,
          finishedAt: iso(job.finished_at),
        })),
      };
    },
  };
}

/** What staff change on a lead: its status, a note, a delivery sent again. */
function leadChanges(pool: pg.Pool, rows: Rows) {
  return {
    // The row lock makes a concurrent change wait and then read the status this one wrote, so the
    // history's "from" is always the status the change replaced.
    async setLeadStatus(id: number, status: LeadStatus, actor: string, now: Date): Promise<boolean> {
      const [result] = await rows<{ found: number }>(
        `WITH current AS (SELECT id, status FROM submissions WHERE id = $1 FOR UPDATE),
         changed AS (
           UPDATE submissions s SET status = $2 FROM current
           WHERE s.id = current.id AND current.status <> $2
           RETURNING s.id, current.status AS from_status
         ), logged AS (
           INSERT INTO lead_status_changes (submission_id, from_status, to_status, actor, changed_at)
           SELECT id, from_status, $2, $3, $4 FROM changed
         )
         SELECT count(*)::int AS found FROM current`,
        [id, status, storable(actor), now],
      );
      return result.found === 1;
    },

    async addLeadNote(id: number, body: string, author: string, now: Date): Promise<boolean> {
      const result = await pool.query(
        `INSERT INTO lead_notes (submission_id, author, body, created_at)
         SELECT id, $2, $3, $4 FROM submissions WHERE id = $1`,
        [id, storable(author), storable(body), now],
      );
      return result.rowCount === 1;
    },

    async requeueDelivery(id: number, channel: DeliveryChannel, now: Date): Promise<boolean> {
      return (await requeuePostgres(pool, { id, channel }, now)) === 1;
    },
  };
}

/** One person's leads, found by address or conversation, and erased on request. */
function leadsOfPerson(rows: Rows) {
  return {
    async leadsByEmail(email: string): Promise<LeadSummary[]> {
      const found = await rows<SubmissionRow>(`SELECT ${COLUMNS} FROM submissions WHERE ${BY_EMAIL} ORDER BY id DESC`, [
        storable(email),
      ]);
      return found.map(toSummary);
    },

    async leadsByConversation(conversationId: string): Promise<LeadSummary[]> {
      const found = await rows<SubmissionRow>(
        `SELECT ${COLUMNS} FROM submissions WHERE payload->>'conversationId' = $1 ORDER BY id DESC`,
        [storable(conversationId)],
      );
      return found.map(toSummary);
    },

    async eraseLeadsByEmail(email: string): Promise<LeadErasure> {
      const [counts] = await rows<LeadErasure>(
        `WITH target AS (SELECT id FROM submissions WHERE ${BY_EMAIL} FOR UPDATE),
         jobs AS (DELETE FROM delivery_jobs WHERE submission_id IN (SELECT id FROM target) RETURNING 1),
         notes AS (DELETE FROM lead_notes WHERE submission_id IN (SELECT id FROM target) RETURNING 1),
         changes AS (DELETE FROM lead_status_changes WHERE submission_id IN (SELECT id FROM target) RETURNING 1),
         leads AS (DELETE FROM submissions WHERE id IN (SELECT id FROM target) RETURNING 1)
         SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM jobs)::int AS "deliveryJobs",
                (SELECT count(*) FROM notes)::int AS notes, (SELECT count(*) FROM changes)::int AS "statusChanges"`,
        [storable(email)],
      );
      return counts;
    },
  };
}

/** The inbox's queries on the shared store; each is one statement, so one transaction. */
export function leadInbox(pool: pg.Pool) {
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[]) =>
    (await pool.query<T>(text, values)).rows;

  return { ...leadViews(rows), ...leadChanges(pool, rows), ...leadsOfPerson(rows) };
}
