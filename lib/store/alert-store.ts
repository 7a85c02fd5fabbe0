/**
 * Release alerts (docs/behaviour.md#release-alerts): the subscriber, release and outbox shapes, and
 * the store interface both implementations keep (SQLite `lib/store/sqlite/alert-store.ts`, Postgres
 * `lib/store/postgres/alert-store.ts`; docs/architecture.md#state-one-interface-per-kind).
 */
import type { Locale } from '@/lib/i18n/locales';

export const FREQUENCIES = ['instant', 'daily'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export type Preferences = { languages: Locale[]; topics: string[]; frequency: Frequency };

export type Subscriber = Preferences & {
  id: number;
  email: string;
  /** The language the subscriber signed up in: confirmation and manage mails are in it. */
  locale: Locale;
  createdAt: string;
  confirmedAt: string | null;
  /** Part of every manage and unsubscribe link; a new one voids the old links. */
  tokenNonce: string;
};

/** One language version of a release, as the alert shows it. */
type ReleaseVersion = {
  slug: string;
  title: string;
  description: string;
  date: string;
  /** The release's own dateline (`JAKARTA, November 18, 2026`) when its body opens with one. */
  dateline?: string;
};

/** A release (one translation group) as alerts see it, stored when it is first published. */
export type ReleaseSnapshot = {
  key: string;
  category: string;
  versions: Partial<Record<Locale, ReleaseVersion>>;
};

export type AlertKind = 'confirm' | 'already' | 'alert';

/**
 * Leased outbox work for one mail: a confirmation, an "already subscribed" note, one alert, or a
 * daily subscriber's due alerts together (a digest). Only the holder of `leaseToken` may finish it.
 */
export type ClaimedAlert = {
  jobIds: number[];
  kind: AlertKind;
  digest: boolean;
  attempt: number;
  queuedAt: string;
  leaseToken: string;
  subscriber: Subscriber;
  /** Set for a confirmation while the address is still unconfirmed. */
  confirm?: { nonce: string; expiresAt: string };
  releases: ReleaseSnapshot[];
};

type AlertOutcome =
  | { status: 'delivered' }
  | { status: 'retry'; error: string; nextAttemptAt: Date }
  | { status: 'failed'; error: string };

/** What a subscribe request found; the visitor is told the same whatever it is. */
type SubscribeOutcome = 'new' | 'unconfirmed' | 'confirmed';

export type PublishResult = { baseline: number; published: number; queued: number };

type SubscriberCounts = { confirmed: number; unconfirmed: number };

export type AlertErasure = { subscribers: number; jobs: number };

export interface AlertStore {
  /**
   * Records the request and queues its mail in one transaction: a new or unconfirmed address gets
   * (new) preferences and a fresh confirmation; a confirmed one keeps its preferences and gets an
   * "already subscribed" mail.
   */
  subscribe(
    request: Preferences & { email: string; locale: Locale },
    confirm: { nonce: string; expiresAt: Date },
    now: Date,
  ): Promise<SubscribeOutcome>;
  /** Confirms once: false when the nonce is not the pending one (used, replaced or unknown). */
  confirm(id: number, nonce: string, now: Date): Promise<boolean>;
  getSubscriber(id: number): Promise<Subscriber | undefined>;
  /** False unless the subscriber exists with this token nonce. */
  updatePreferences(id: number, tokenNonce: string, preferences: Preferences): Promise<boolean>;
  /** Deletes the subscriber and every job of theirs; false when there was none with this nonce. */
  unsubscribe(id: number, tokenNonce: string): Promise<boolean>;
  /** Deletes unconfirmed subscribers whose confirmation expired before `now`; returns how many. */
  forgetUnconfirmed(now: Date): Promise<number>;
  /**
   * Decides alerts for the releases out at `now`. The first call ever records them all as the
   * baseline and queues nothing; afterwards a release not seen before (or with a new language
   * version) gets one job per matching confirmed subscriber, at most one per subscriber and release.
   */
  publish(releases: readonly ReleaseSnapshot[], now: Date, digestAt: Date): Promise<PublishResult>;
  /**
   * Leases up to `limit` due mails' jobs for `leaseMs`, all under one lease token; each job goes to
   * one caller across processes.
   */
  claim(options: { leaseMs: number; now: Date; limit: number }): Promise<ClaimedAlert[]>;
  /**
   * Records the outcome for every job named (of one lease: several claims' jobs may go together);
   * false when the lease had been lost for any.
   */
  finish(claim: Pick<ClaimedAlert, 'jobIds' | 'leaseToken'>, outcome: AlertOutcome, now: Date): Promise<boolean>;
  countSubscribers(): Promise<SubscriberCounts>;
  /** Newest first; `search` matches part of the address, case-insensitively. */
  listSubscribers(options: { search?: string; limit: number }): Promise<Subscriber[]>;
  /** The subscriber with this address (ignoring case and surrounding spaces). */
  findByEmail(email: string): Promise<Subscriber | undefined>;
  /** Deletes the address's subscription and every job for it, in one transaction. */
  eraseByEmail(email: string): Promise<AlertErasure>;
  close(): Promise<void>;
}
