/**
 * The lead store: submissions and their delivery outbox. The embedded implementation is SQLite
 * (`sqlite-lead-store.ts`), the shared one Postgres (`postgres/lead-store.ts`); `index.ts` picks one
 * by configuration, so the provider, the delivery worker and the routes never know which they have.
 * Both pass the same behavioural suite (`lead-store-contract.ts`).
 */
import type { SubmissionKind } from '@/lib/db/submissions';

export type { SubmissionKind };

export type DeliveryChannel = 'email' | 'webhook';

export type Lead = { id: number; kind: SubmissionKind; createdAt: string; fields: Record<string, unknown> };

/** A job leased to one sender until its lease ends; only the holder of `leaseToken` may finish it. */
export type ClaimedJob = {
  id: number;
  channel: DeliveryChannel;
  /** Attempts including this one. */
  attempt: number;
  queuedAt: string;
  leaseToken: string;
  lead: Lead;
};

export type JobOutcome =
  | { status: 'delivered' }
  | { status: 'retry'; error: string; nextAttemptAt: Date }
  | { status: 'failed'; error: string };

export interface LeadStore {
  /**
   * Stores the submission and one pending job per configured channel in one transaction and
   * resolves with the submission id only after that transaction has committed.
   */
  addSubmission(kind: SubmissionKind, fields: object): Promise<number>;
  /**
   * Leases up to `limit` pending jobs of these channels that are due at `now` and not leased by a
   * live sender, for `leaseMs`. Each job goes to exactly one caller across every process.
   */
  claimJobs(options: {
    channels: readonly DeliveryChannel[];
    limit: number;
    leaseMs: number;
    now: Date;
  }): Promise<ClaimedJob[]>;
  /** Records a claimed job's outcome; false when the lease had expired and another sender took it. */
  finishJob(job: Pick<ClaimedJob, 'id' | 'leaseToken'>, outcome: JobOutcome, now: Date): Promise<boolean>;
  /** Jobs that gave up (for health reporting); never throws for an empty store. */
  countFailedJobs(): Promise<number>;
  /** Resolves when the backend answers a trivial query, throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Commits what is queued, then releases the connection. */
  close(): Promise<void>;
}
