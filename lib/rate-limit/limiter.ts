/**
 * A fixed-window limiter: `points` hits per key every `durationSeconds`. One interface for every
 * kind of limiter state, so callers never know whether the counts live in this process or are
 * shared by several instances.
 */
export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** Counts one hit for the key. */
  consume(key: string): Promise<LimitOutcome>;
  /** Drops every count (tests). */
  clear(): Promise<void>;
}

export type LimiterOptions = {
  /** Distinguishes limiters that share one store (e.g. the bucket name). */
  name: string;
  points: number;
  durationSeconds: number;
};
