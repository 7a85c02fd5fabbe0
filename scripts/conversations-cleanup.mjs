#!/usr/bin/env node
/**
 * Deletes the conversations (with their messages) that have been idle longer than the retention
 * period: created before the cutoff and without a message since. The running site does the same
 * every hour and at start-up; this is for cron jobs and for operators who want it done now.
 *
 *   npm run conversations:cleanup -- [--days N]
 *
 * Reads `$DATA_DIR/site.db` (DATA_DIR defaults to .data); the period is --days, else
 * CONVERSATION_RETENTION_DAYS, else 30. Safe beside a running site (one immediate transaction).
 * The statements are those of deleteIdleConversations in lib/db/conversations.ts.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run conversations:cleanup -- [--days N]';
const DAY_MS = 24 * 60 * 60 * 1000;

function fail(message) {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({ options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const rawDays = values.days ?? (process.env.CONVERSATION_RETENTION_DAYS || '30');
if (!/^\d+$/.test(rawDays) || Number(rawDays) < 1) fail(`The retention period must be a whole number of days ≥ 1, not "${rawDays}".`);
const days = Number(rawDays);

const file = path.join(process.env.DATA_DIR || '.data', 'site.db');
if (!existsSync(file)) {
  process.stdout.write(`No database at ${file}: nothing to delete.\n`);
  process.exit(0);
}

const db = new Database(file);
db.pragma('busy_timeout = 5000');
const before = new Date(Date.now() - days * DAY_MS).toISOString();
const idle = `SELECT c.id FROM conversations c WHERE c.created_at < @before
  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.created_at >= @before)`;
const deleted = db
  .transaction(() => {
    db.prepare(`DELETE FROM messages WHERE conversation_id IN (${idle})`).run({ before });
    return db.prepare(`DELETE FROM conversations WHERE id IN (${idle})`).run({ before }).changes;
  })
  .immediate();
db.close();
process.stdout.write(`Deleted ${deleted} conversation(s) idle for more than ${days} day(s).\n`);
