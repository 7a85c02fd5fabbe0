#!/usr/bin/env node
/**
 * Deletes the conversations (with their messages) that have been idle longer than the retention
 * period: created before the cutoff and without a message since. The running site does the same
 * every hour and at start-up; this is for cron jobs and for operators who want it done now.
 *
 *   npm run conversations:cleanup -- [--days N]
 *
 * Works on the configured conversation store: Postgres when DATABASE_URL is set, else
 * `$DATA_DIR/site.db` (DATA_DIR defaults to .data). The period is --days, else
 * CONVERSATION_RETENTION_DAYS, else 30. Safe beside running instances (one transaction); the
 * statements are the site's own, from lib/store/idle-conversations.mjs.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { deleteIdlePostgres, deleteIdleSqlite } from '../lib/store/idle-conversations.mjs';
import { readArguments, readEnvironment, usageError } from './command-line.mjs';

const USAGE = 'Usage: npm run conversations:cleanup -- [--days N]';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ location: string, missing: string | null, deleteIdle: (cutoff: Date) => Promise<number>,
 *   close: () => Promise<void> }} Target  `missing` says why there is nothing to delete yet
 */

/** @returns {Target} */
function sqliteTarget(file) {
  /** @type {Database.Database | undefined} */
  let db;
  return {
    location: file,
    missing: existsSync(file) ? null : 'no database yet',
    async deleteIdle(cutoff) {
      db = new Database(file, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      return deleteIdleSqlite(db, cutoff);
    },
    async close() {
      db?.close();
    },
  };
}

/** @returns {Promise<Target>} */
async function postgresTarget(connectionString) {
  const url = new URL(connectionString);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  // Never the password: this string appears in messages.
  const location = `${url.protocol}//${url.host}${url.pathname}`;
  try {
    await client.connect();
    const { rows } = await client.query("SELECT to_regclass('conversations') IS NOT NULL AS present");
    return {
      location,
      missing: rows[0].present ? null : 'no conversations table yet (run `npm run db:migrate` first)',
      deleteIdle: (cutoff) => deleteIdlePostgres(client, cutoff),
      close: () => client.end(),
    };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(`${location}: ${error.message}`, { cause: error });
  }
}

const values = readArguments(process.argv.slice(2), { days: { type: 'string' } }, USAGE);
const env = readEnvironment();
const rawDays = values.days ?? String(env.CONVERSATION_RETENTION_DAYS);
if (!/^\d+$/.test(rawDays) || Number(rawDays) < 1) {
  usageError(`The retention period must be a whole number of days ≥ 1, not "${rawDays}".`, USAGE);
}
const days = Number(rawDays);

let target;
try {
  target = env.DATABASE_URL
    ? await postgresTarget(env.DATABASE_URL)
    : sqliteTarget(path.resolve(env.DATA_DIR, 'site.db'));
  if (target.missing) {
    process.stdout.write(`${target.location}: ${target.missing}; nothing to delete.\n`);
  } else {
    const deleted = await target.deleteIdle(new Date(Date.now() - days * DAY_MS));
    process.stdout.write(`Deleted ${deleted} conversation(s) idle for more than ${days} day(s).\n`);
  }
} catch (error) {
  process.stderr.write(`Could not delete idle conversations: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await target?.close();
}
