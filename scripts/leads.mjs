#!/usr/bin/env node
/**
 * Prints the submissions stored by the embedded provider (inquiries, chat contacts, checker leads).
 *
 *   npm run leads -- [--kind inquiry|chat-contact|checker-lead] [--format json|csv] [--since YYYY-MM-DD]
 *                    [--undelivered]
 *
 * Reads the configured lead store (lead-records.mjs): Postgres when DATABASE_URL is set, else
 * `$DATA_DIR/site.db` (DATA_DIR defaults to .data) read-only; safe beside a running site.
 * JSON: an array of `{kind, createdAt, ...fields}`. CSV: a header row, then one row per submission
 * (RFC 4180 quoting). `--since` is inclusive and compares UTC dates.
 *
 * `--undelivered` lists instead every e-mail or webhook delivery job still pending or failed, one
 * record per job: `{id, kind, createdAt, channel, status, attempts, lastError, nextAttemptAt, ...fields}`
 * (`id` is what `npm run leads:redeliver -- --id` takes).
 */
import { readArguments, usageError } from './command-line.mjs';
import { toCsv } from '../lib/text/csv.mjs';
import { openLeadRecords } from './lead-records.mjs';

const KINDS = ['inquiry', 'chat-contact', 'checker-lead'];
const FORMATS = ['json', 'csv'];
const USAGE =
  'Usage: npm run leads -- [--kind inquiry|chat-contact|checker-lead] [--format json|csv] [--since YYYY-MM-DD] [--undelivered]';

const fail = (message) => usageError(message, USAGE);

function parseOptions(argv) {
  const values = readArguments(
    argv,
    {
      kind: { type: 'string' },
      format: { type: 'string', default: 'json' },
      since: { type: 'string' },
      undelivered: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (values.kind !== undefined && !KINDS.includes(values.kind)) {
    fail(`Unknown --kind "${values.kind}"; use one of ${KINDS.join(', ')}.`);
  }
  if (!FORMATS.includes(values.format)) fail(`Unknown --format "${values.format}"; use json or csv.`);
  if (values.since !== undefined && !isCalendarDate(values.since)) {
    fail(`--since must be a date written YYYY-MM-DD, not "${values.since}".`);
  }
  return values;
}

function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One record per submission; the row's own kind and time win over same-named payload fields. */
function submissionRecord({ kind, createdAt, fields }) {
  const own = { kind, createdAt };
  return { ...own, ...fields, ...own };
}

/** One record per job; the job's columns come first and win over same-named payload fields. */
function undeliveredRecord({ fields, ...job }) {
  return { ...job, ...fields, ...job };
}

async function readRecords(options) {
  const store = openLeadRecords();
  try {
    if (!store.exists) {
      process.stderr.write(`No database at ${store.location} yet: nothing has been submitted.\n`);
      return [];
    }
    const table = options.undelivered ? 'delivery_jobs' : 'submissions';
    if (!(await store.hasTable(table))) {
      process.stderr.write(`No ${table} table in ${store.location} yet (${store.migrateHint}): nothing to list.\n`);
      return [];
    }
    return options.undelivered
      ? (await store.undelivered(options)).map(undeliveredRecord)
      : (await store.submissions(options)).map(submissionRecord);
  } finally {
    await store.close();
  }
}

const options = parseOptions(process.argv.slice(2));
let records;
try {
  records = await readRecords(options);
} catch (error) {
  process.stderr.write(`Could not read the leads: ${error.message}\n`);
  process.exit(1);
}
process.stdout.write(options.format === 'csv' ? toCsv(records, ['kind', 'createdAt']) : `${JSON.stringify(records, null, 2)}\n`);
