import 'server-only';
import type { ClaimedJob, DeliveryChannel, Lead, LeadStore } from '@/lib/store/lead-store';

export type Sender = { send(lead: Lead): Promise<void>; close?(): void };

export type Backoff = { baseMs: number; capMs: number };

export type DeliveryWorkerOptions = {
  store: LeadStore;
  senders: Partial<Record<DeliveryChannel, Sender>>;
  /** A job still failing this long after it was queued is marked failed. */
  maxAgeMs: number;
  backoff: Backoff;
  /** How long a claimed job stays ours; longer than any send can take, so only a dead sender loses it. */
  leaseMs?: number;
  /** Pause between passes when nothing is due. */
  pollMs?: number;
  now?: () => Date;
  random?: () => number;
};

export type PassCounts = { delivered: number; retried: number; failed: number };

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 1000;
const MAX_ERROR_LENGTH = 1000;

/**
 * Exponential back-off with "equal jitter": half the capped delay fixed, half random, so retries
 * of many jobs spread out but never come back at once.
 */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const capped = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.min(attempt - 1, 40));
  return capped / 2 + (random() * capped) / 2;
}

function errorText(error: unknown): string {
  const base = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const detail = cause ? (cause.code ?? cause.message) : undefined;
  const text = detail && !base.includes(detail) ? `${base} (${detail})` : base;
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Takes due jobs from the outbox one at a time and sends them. Passes run one after another; `start`
 * repeats them every `pollMs`, and `runPass` runs one on demand (the scheduler route).
 */
export class DeliveryWorker {
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly channels: DeliveryChannel[];
  private readonly now: () => Date;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.channels = (Object.keys(options.senders) as DeliveryChannel[]).filter((c) => options.senders[c]);
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.channels.length === 0) return;
    this.schedule(0);
  }

  runPass(): Promise<PassCounts> {
    const pass = this.chain.then(() => this.drain());
    this.chain = pass.catch(() => undefined);
    return pass;
  }

  /** Takes no new job, then resolves once the one in flight (if any) is finished and recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.chain;
    for (const sender of Object.values(this.options.senders)) sender?.close?.();
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.runPass()
        .catch((error) => console.error('[lead delivery] a delivery pass failed:', error))
        .finally(() => this.schedule(this.options.pollMs ?? DEFAULT_POLL_MS));
    }, ms);
    // The worker never keeps a process alive on its own; the server does.
    this.timer.unref();
  }

  private async drain(): Promise<PassCounts> {
    const counts: PassCounts = { delivered: 0, retried: 0, failed: 0 };
    while (!this.stopping && this.channels.length > 0) {
      const [job] = await this.options.store.claimJobs({
        channels: this.channels,
        limit: 1,
        leaseMs: this.options.leaseMs ?? DEFAULT_LEASE_MS,
        now: this.now(),
      });
      if (!job) break;
      counts[await this.deliver(job)]++;
    }
    return counts;
  }

  private async deliver(job: ClaimedJob): Promise<keyof PassCounts> {
    const { store, senders, maxAgeMs, backoff } = this.options;
    const what = `${job.channel} delivery of lead #${job.lead.id}`;
    try {
      await senders[job.channel]!.send(job.lead);
    } catch (error) {
      const message = errorText(error);
      const now = this.now();
      const expires = Date.parse(job.queuedAt) + maxAgeMs;
      if (now.getTime() >= expires) {
        await store.finishJob(job, { status: 'failed', error: message }, now);
        console.error(`[lead delivery] ${what} failed for good after ${job.attempt} attempts: ${message}`);
        return 'failed';
      }
      // The last retry falls at the end of the max age, so a job is never given up early.
      const next = Math.min(now.getTime() + backoffDelay(job.attempt, backoff, this.options.random), expires);
      await store.finishJob(job, { status: 'retry', error: message, nextAttemptAt: new Date(next) }, now);
      console.warn(`[lead delivery] ${what} attempt ${job.attempt} failed, retrying: ${message}`);
      return 'retried';
    }
    await store.finishJob(job, { status: 'delivered' }, this.now());
    return 'delivered';
  }
}
