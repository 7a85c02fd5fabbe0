/**
 * The lead store: submissions and their delivery outbox. The embedded implementation is SQLite
 * (`sqlite-lead-store.ts`), the shared one Postgres (`postgres/lead-store.ts`); `index.ts` picks one
 * by configuration, so the provider, the delivery worker and the routes never know which they have.
 * Both pass the same behavioural suite (`lead-store-contract.ts`).
 */
import type { SubmissionKind } from '@/lib/store/submissions';
import type { Locale } from '@/lib/i18n/locales';
import type { MentionRedaction } from './mentions';

export type { SubmissionKind };

export type DeliveryChannel = 'email' | 'webhook';

/** `locale`: the language the visitor used the site in (docs/i18n.md#forms-and-leads). */
export type Lead = {
  id: number;
  kind: SubmissionKind;
  createdAt: string;
  locale: Locale;
  fields: Record<string, unknown>;
};

export const SUBMISSION_KINDS = ['inquiry', 'chat-contact', 'checker-lead'] as const satisfies readonly SubmissionKind[];

/** Where staff have got with a lead; every lead starts `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The longest search text the stores accept: the query is a scan, its pattern stays short. */
export const LEAD_SEARCH_MAX_CHARS = 100;

/**
 * `search` matches name, company, e-mail or message containing the text, case-insensitively for
 * ASCII letters; `%`, `_` and `\` in it are plain characters.
 */
export type LeadFilter = { kind?: SubmissionKind; status?: LeadStatus; search?: string };

/** Newest first: the first page, the page of older leads `before` an id, or of newer ones `after` it. */
export type LeadPageRequest = { limit: number; before?: number; after?: number };

export type LeadSummary = Lead & { status: LeadStatus };

/** `older`/`newer`: the cursor for the next page that way, absent when there is none. */
export type LeadPage = { leads: LeadSummary[]; older?: number; newer?: number };

export type DeliveryJobView = {
  channel: DeliveryChannel;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  /** When a pending job is tried next; null once it has finished. */
  nextAttemptAt: string | null;
  finishedAt: string | null;
};

export type StatusChange = { from: LeadStatus; to: LeadStatus; actor: string; at: string };
export type LeadNote = { id: number; author: string; body: string; at: string };

/** A lead with what staff recorded about it and its delivery jobs, each list oldest first. */
export type LeadDetail = LeadSummary & {
  history: StatusChange[];
  notes: LeadNote[];
  deliveries: DeliveryJobView[];
};

/** What erasing an address removed. */
export type LeadErasure = { leads: number; deliveryJobs: number; notes: number; statusChanges: number };

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
   * resolves with the submission id only after that transaction has committed. The locale is
   * English when not given.
   */
  addSubmission(kind: SubmissionKind, fields: object, locale?: Locale): Promise<number>;
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
  /** One page of the leads matching the filter, newest first (keyset paging on the id). */
  listLeads(filter: LeadFilter, page: LeadPageRequest): Promise<LeadPage>;
  /** Undefined for an unknown id. */
  getLead(id: number): Promise<LeadDetail | undefined>;
  /**
   * Moves a lead to `status` and records the change with who made it; no record when the lead has
   * that status already. False for an unknown id.
   */
  setLeadStatus(id: number, status: LeadStatus, actor: string, now: Date): Promise<boolean>;
  /** False for an unknown id. */
  addLeadNote(id: number, body: string, author: string, now: Date): Promise<boolean>;
  /**
   * Starts a lead's job on one channel afresh, delivered or not: no attempts, its max-age clock
   * reset, due at once. A job a sender holds right now is left alone, so queueing never sends twice.
   * False when there is no such job or it is being sent.
   */
  requeueDelivery(id: number, channel: DeliveryChannel, now: Date): Promise<boolean>;
  /** The leads whose e-mail field is this address (ignoring case and surrounding spaces), newest first. */
  leadsByEmail(email: string): Promise<LeadSummary[]>;
  /** The leads sent from this chat conversation (their `conversationId` field), newest first. */
  leadsByConversation(conversationId: string): Promise<LeadSummary[]>;
  /** Deletes those leads with their delivery jobs, notes and status history, in one transaction. */
  eraseLeadsByEmail(email: string): Promise<LeadErasure>;
  /** Other people's leads whose text, notes or delivery errors mention the address, newest first. */
  leadsMentioning(email: string): Promise<number[]>;
  /**
   * Replaces the address wherever it is still written (lib/store/mentions.ts), then leaves no
   * readable copy of what was erased in the database file where the backend allows it.
   */
  redactMentions(email: string): Promise<MentionRedaction>;
  /** Resolves when the backend answers a trivial query, throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Commits what is queued, then releases the connection. */
  close(): Promise<void>;
}
