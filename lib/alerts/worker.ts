import { createTransport } from 'nodemailer';
import { backoffDelay, type Backoff } from '@/lib/delivery/worker';
import { composeAlertMail, type AlertMail, type MailSettings } from './mail';
import type { AlertStore, ClaimedAlert } from '@/lib/store/alert-store';

export type AlertWorkerOptions = {
  store: AlertStore;
  mail: MailSettings;
  /** Sends one composed mail; rejects on any refusal, so the jobs are retried. */
  send: (mail: AlertMail) => Promise<void>;
  maxAgeMs: number;
  backoff: Backoff;
  leaseMs?: number;
  pollMs?: number;
  /** Mails in flight at once (each over its own pooled SMTP connection). */
  concurrency?: number;
  now?: () => Date;
  random?: () => number;
};

export type AlertPass = { sent: number; retried: number; failed: number; skipped: number };

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 1000;
/** Mails claimed per connection at once: few enough that a crash resends little, enough to batch the writes. */
const BATCH_PER_CONNECTION = 10;

/** An SMTP sender with pooled connections; the timeouts fail an attempt well inside the lease. */
export function smtpSender(smtpUrl: string, maxConnections: number) {
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    maxMessages: Infinity,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail: AlertMail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/**
 * Sends the alerts outbox: the lead delivery worker's loop (lease, send, record; retries with the
 * same back-off until the max age), with `concurrency` loops sharing each pass.
 */
export class AlertWorker {
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly now: () => Date;

  constructor(private readonly options: AlertWorkerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.schedule(0);
  }

  runPass(): Promise<AlertPass> {
    const pass = this.chain.then(() => this.drain());
    this.chain = pass.catch(() => undefined);
    return pass;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.chain;
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.runPass()
        .catch((error) => console.error('[release alerts] a sending pass failed:', error))
        .finally(() => this.schedule(this.options.pollMs ?? DEFAULT_POLL_MS));
    }, ms);
    this.timer.unref();
  }

  /**
   * Claims a batch of mails under one lease, sends them `concurrency` at a time and records the
   * delivered ones in one write (one commit per batch rather than per mail, docs/benchmarks.md).
   */
  private async drain(): Promise<AlertPass> {
    const counts: AlertPass = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    const concurrency = this.options.concurrency ?? 1;
    while (!this.stopping) {
      const claims = await this.options.store.claim({
        leaseMs: this.options.leaseMs ?? DEFAULT_LEASE_MS,
        now: this.now(),
        limit: concurrency * BATCH_PER_CONNECTION,
      });
      if (claims.length === 0) break;
      const done: number[] = [];
      let next = 0;
      const loop = async () => {
        while (next < claims.length) {
          const claim = claims[next++];
          const outcome = await this.deliver(claim);
          counts[outcome]++;
          if (outcome === 'sent' || outcome === 'skipped') done.push(...claim.jobIds);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, loop));
      if (done.length) await this.options.store.finish({ jobIds: done, leaseToken: claims[0].leaseToken }, { status: 'delivered' }, this.now());
    }
    return counts;
  }

  private async deliver(claim: ClaimedAlert): Promise<keyof AlertPass> {
    const { store, maxAgeMs, backoff } = this.options;
    const mail = composeAlertMail(this.options.mail, claim);
    // A confirmation for an address confirmed meanwhile, or an alert nobody wants any longer.
    if (!mail) return 'skipped';
    try {
      await this.options.send(mail);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const now = this.now();
      const expires = Date.parse(claim.queuedAt) + maxAgeMs;
      if (now.getTime() >= expires) {
        await store.finish(claim, { status: 'failed', error: message }, now);
        console.error(`[release alerts] a ${claim.kind} mail failed for good after ${claim.attempt} attempts: ${message}`);
        return 'failed';
      }
      const next = Math.min(now.getTime() + backoffDelay(claim.attempt, backoff, this.options.random), expires);
      await store.finish(claim, { status: 'retry', error: message, nextAttemptAt: new Date(next) }, now);
      return 'retried';
    }
    return 'sent';
  }
}
