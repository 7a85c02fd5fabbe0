#!/usr/bin/env node
/**
 * Queues lead deliveries (e-mail, webhook) again, for the running site's delivery worker to send.
 *
 *   npm run leads:redeliver -- --id ID     every delivery job of lead ID, delivered ones included
 *   npm run leads:redeliver -- --failed    every job that gave up
 *
 * A queued job starts afresh: no attempts, its max-age clock reset, due at once. Jobs a sender holds
 * right now are left alone, so nothing is sent twice by the queueing itself. Writes the configured
 * lead store (lead-records.mjs): Postgres when DATABASE_URL is set, else `$DATA_DIR/site.db`
 * (DATA_DIR defaults to .data); safe beside a running site. Ids come from
 * `npm run leads -- --undelivered`.
 */
import { readArguments, usageError } from './command-line.mjs';
import { openLeadRecords } from './lead-records.mjs';

const USAGE = 'Usage: npm run leads:redeliver -- --id ID | --failed';

/** Exit 2 is a usage error (with the usage line), exit 1 a failure of the store. */
function fail(message, code = 2) {
  if (code === 2) usageError(message, USAGE);
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const values = readArguments(
  process.argv.slice(2),
  { id: { type: 'string' }, failed: { type: 'boolean', default: false } },
  USAGE,
);
if ((values.id === undefined) === !values.failed) fail('Give exactly one of --id ID and --failed.');
if (values.id !== undefined && !/^[1-9]\d{0,15}$/.test(values.id)) fail(`--id must be a lead id, not "${values.id}".`);

let store;
try {
  store = openLeadRecords({ writable: true });
} catch (error) {
  fail(`Could not open the lead store: ${error.message}`, 1);
}
let queued;
try {
  if (!store.exists) fail(`No database at ${store.location}: nothing to deliver.`, 1);
  if (!(await store.hasTable('delivery_jobs'))) {
    fail(`${store.location} has no delivery jobs yet: ${store.migrateHint}.`, 1);
  }
  queued = await store.requeue(values.failed ? { failed: true } : { id: Number(values.id) }, new Date());
} catch (error) {
  fail(`Could not queue the deliveries: ${error.message}`, 1);
} finally {
  await store.close();
}
if (values.id !== undefined && queued === 0) {
  fail(
    `Lead ${values.id} has no delivery job to queue (unknown id, no channel configured when it arrived, or being sent now).`,
    1,
  );
}
process.stdout.write(`Queued ${queued} delivery job${queued === 1 ? '' : 's'} again.\n`);
