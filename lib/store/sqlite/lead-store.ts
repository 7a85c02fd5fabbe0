import 'server-only';
import { randomUUID } from 'node:crypto';
import { openOnFirstUse } from '@/lib/store/sqlite/open';
import * as inbox from '@/lib/store/sqlite/lead-inbox';
import { claimJobs, countFailedJobs, finishJob } from '@/lib/store/sqlite/outbox';
import { SubmissionWriter } from '@/lib/store/sqlite/submission-writer';
import type { DeliveryChannel, LeadStore } from '../lead-store';
import { sqliteMentions } from '../mentions';

export type SqliteLeadStoreOptions = {
  dataDir: string;
  /** The channels that get a delivery job with every submission (none: no jobs). */
  channels: readonly DeliveryChannel[];
};

/** The embedded lead store: `$dataDir/site.db`, opened on first use, submissions group-committed. */
export function createSqliteLeadStore(options: SqliteLeadStoreOptions): LeadStore {
  const database = openOnFirstUse(options.dataDir, 'The lead store is closed.');
  const db = database.get;
  const writer = new SubmissionWriter(db, options.channels);

  return {
    addSubmission: (kind, fields, locale) => writer.write(kind, fields, locale),

    async claimJobs({ channels, limit, leaseMs, now }) {
      return claimJobs(db(), {
        channels,
        limit,
        now: now.toISOString(),
        lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        token: randomUUID(),
      });
    },

    async finishJob(job, outcome, now) {
      return finishJob(db(), job, outcome, now.toISOString());
    },

    async countFailedJobs() {
      return countFailedJobs(db());
    },

    async listLeads(filter, page) {
      return inbox.listLeads(db(), filter, page);
    },

    async getLead(id) {
      return inbox.getLead(db(), id);
    },

    async setLeadStatus(id, status, actor, now) {
      return inbox.setLeadStatus(db(), id, status, actor, now.toISOString());
    },

    async addLeadNote(id, body, author, now) {
      return inbox.addLeadNote(db(), id, body, author, now.toISOString());
    },

    async requeueDelivery(id, channel, now) {
      return inbox.requeueDelivery(db(), id, channel, now);
    },

    async leadsByEmail(email) {
      return inbox.leadsByEmail(db(), email);
    },

    async leadsByConversation(conversationId) {
      return inbox.leadsByConversation(db(), conversationId);
    },

    async eraseLeadsByEmail(email) {
      return inbox.eraseLeadsByEmail(db(), email);
    },

    async leadsMentioning(email) {
      return sqliteMentions(db()).leadsMentioning(email);
    },

    async redactMentions(email) {
      const redaction = await sqliteMentions(db()).redactMentions(email);
      // secure_delete (lib/store/sqlite/open.ts) zeroes what was freed in the file; the checkpoint moves the
      // WAL's copies of erased pages into it and empties the WAL.
      db().pragma('wal_checkpoint(TRUNCATE)');
      return redaction;
    },

    async ping() {
      db().prepare('SELECT 1').get();
    },

    async close() {
      writer.flush();
      database.close();
    },
  };
}
