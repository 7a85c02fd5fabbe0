#!/usr/bin/env node
/**
 * Queues lead deliveries (e-mail, webhook) again, for the running site's delivery worker to send.
 *
 *   npm run leads:redeliver -- --id ID     every delivery job of lead ID, delivered ones included
 *   npm run leads:redeliver -- --failed    every job that gave up
 *
 * A queued job starts afresh: no attempts, its max-age clock reset, due at once. Jobs a sender holds
 * right now are left alone, so nothing is sent twice by the queueing itself. Writes
 * `$DATA_DIR/site.db` (DATA_DIR defaults to .data); safe beside a running site. Ids come from
 * `npm run leads -- --undelivered`.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'Usage: npm run leads:redeliver -- --id ID | --failed';

function fail(message, code = 2) {
  process.stderr.write(`${message}\n${code === 2 ? `${USAGE}\n` : ''}`);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      id: { type: 'string' },
      failed: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if ((values.id === undefined) === !values.failed) fail('Give exactly one of --id ID and --failed.');
if (values.id !== undefined && !/^[1-9]\d{0,15}$/.test(values.id)) fail(`--id must be a lead id, not "${values.id}".`);

const file = path.resolve(process.env.DATA_DIR || '.data', 'site.db');
if (!existsSync(file)) fail(`No database at ${file}: nothing to deliver.`, 1);

const db = new Database(file, { fileMustExist: true });
try {
  db.pragma('busy_timeout = 5000');
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'delivery_jobs'").get()) {
    fail('This database has no delivery jobs yet: start the site once to bring its schema up to date.', 1);
  }
  const now = new Date().toISOString();
  const result = db
    .prepare(
      `UPDATE delivery_jobs
       SET status = 'pending', attempts = 0, queued_at = @now, next_attempt_at = @now,
           locked_until = NULL, lease_token = NULL, finished_at = NULL
       WHERE (locked_until IS NULL OR locked_until <= @now)
         AND (${values.failed ? "status = 'failed'" : 'submission_id = @id'})`,
    )
    .run({ now, ...(values.failed ? {} : { id: Number(values.id) }) });
  if (values.id !== undefined && result.changes === 0) {
    fail(
      `Lead ${values.id} has no delivery job to queue (unknown id, no channel configured when it arrived, or being sent now).`,
      1,
    );
  }
  process.stdout.write(`Queued ${result.changes} delivery job${result.changes === 1 ? '' : 's'} again.\n`);
} finally {
  db.close();
}
