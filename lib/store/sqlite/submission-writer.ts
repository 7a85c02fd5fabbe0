import 'server-only';
import type Database from 'better-sqlite3';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { DeliveryChannel } from '@/lib/store/lead-store';
import { insertJobs } from './outbox';
import { insertSubmission, type SubmissionKind } from '../submissions';

type Pending = {
  kind: SubmissionKind;
  payload: object;
  locale: Locale;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit. With synchronous=FULL every commit waits for the disk (≈ 10 ms here), so one commit
 * per request caps throughput near 100 writes/s. Submissions arriving in the same event-loop turn
 * share one transaction instead; each caller's promise settles only after that transaction has
 * committed, so "acknowledged" still means "on disk". Each submission's delivery jobs are written
 * with it under one savepoint: a lead is never stored without its jobs, nor a job without its lead.
 */
export class SubmissionWriter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly db: () => Database.Database,
    private readonly channels: readonly DeliveryChannel[] = [],
  ) {}

  write(kind: SubmissionKind, payload: object, locale: Locale = defaultLocale): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ kind, payload, locale, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued now (also called before the database is closed). */
  flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;

    const outcomes: ({ id: number } | { error: unknown })[] = [];
    try {
      const db = this.db();
      db.transaction(() => {
        const now = new Date().toISOString();
        for (const item of batch) {
          // A row the schema refuses fails alone: the savepoint undoes its submission and jobs.
          db.exec('SAVEPOINT submission');
          try {
            const id = insertSubmission(db, item.kind, item.payload, item.locale);
            insertJobs(db, id, this.channels, now);
            db.exec('RELEASE submission');
            outcomes.push({ id });
          } catch (error) {
            db.exec('ROLLBACK TO submission');
            db.exec('RELEASE submission');
            outcomes.push({ error });
          }
        }
      })();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if ('id' in outcome) item.resolve(outcome.id);
      else item.reject(outcome.error);
    });
  }
}
