import 'server-only';
import { serverEnv } from '@/lib/config/env';
import type { SubmissionKind } from '@/lib/store/submissions';
import { isDraining } from '@/lib/lifecycle/shutdown';
import { checkReadiness, type Readiness } from '@/lib/lifecycle/readiness';
import { sharedStateChecks } from '@/lib/boot/shared-state-checks';
import { getProvider } from '@/lib/provider';
import { staffDatabase } from './auth';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type FailedDelivery = {
  jobId: number;
  leadId: number;
  kind: SubmissionKind;
  channel: string;
  attempts: number;
  lastError: string | null;
  finishedAt: string | null;
};

/** New leads per source over the seven days before `now` (sources with none are absent). */
export async function leadsThisWeek(now = new Date()): Promise<Record<SubmissionKind, number>> {
  const rows = await staffDatabase().rows(
    'SELECT kind, count(*) AS count FROM submissions WHERE created_at >= ? GROUP BY kind',
    [new Date(now.getTime() - WEEK_MS)],
  );
  const counts = { inquiry: 0, 'chat-contact': 0, 'checker-lead': 0 };
  for (const row of rows as { kind: SubmissionKind; count: number | string }[]) counts[row.kind] = Number(row.count);
  return counts;
}

/** Lead deliveries that gave up, newest first: how many, and the latest `limit`. */
export async function failedDeliveries(limit = 10): Promise<{ total: number; latest: FailedDelivery[] }> {
  const db = staffDatabase();
  const [{ total }] = (await db.rows("SELECT count(*) AS total FROM delivery_jobs WHERE status = 'failed'")) as {
    total: number | string;
  }[];
  const rows = await db.rows(
    `SELECT j.id AS "jobId", j.submission_id AS "leadId", s.kind, j.channel, j.attempts, j.last_error AS "lastError",
            j.finished_at AS "finishedAt"
     FROM delivery_jobs j JOIN submissions s ON s.id = j.submission_id
     WHERE j.status = 'failed' ORDER BY j.id DESC LIMIT ?`,
    [limit],
  );
  const latest = (rows as FailedDelivery[]).map((row) => ({
    ...row,
    jobId: Number(row.jobId),
    leadId: Number(row.leadId),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt).toISOString(),
  }));
  return { total: Number(total), latest };
}

/** The instance's readiness, as GET /api/health/ready decides it. */
export async function siteReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'The server is shutting down.' };
  const provider = getProvider();
  return checkReadiness(
    { ...sharedStateChecks(serverEnv()), [provider.kind]: (signal) => provider.checkReady(signal) },
    2_000,
  );
}
