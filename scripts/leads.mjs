#!/usr/bin/env node
/**
 * Prints the submissions stored by the embedded provider (inquiries, chat contacts, checker leads).
 *
 *   npm run leads -- [--kind inquiry|chat-contact|checker-lead] [--format json|csv] [--since YYYY-MM-DD]
 *                    [--undelivered]
 *
 * Reads `$DATA_DIR/site.db` (DATA_DIR defaults to .data) read-only, so it is safe beside a running
 * site. JSON: an array of `{kind, createdAt, ...fields}`. CSV: a header row, then one row per
 * submission (RFC 4180 quoting). `--since` is inclusive and compares UTC dates.
 *
 * `--undelivered` lists instead every e-mail or webhook delivery job still pending or failed, one
 * record per job: `{id, kind, createdAt, channel, status, attempts, lastError, nextAttemptAt, ...fields}`
 * (`id` is what `npm run leads:redeliver -- --id` takes).
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const KINDS = ['inquiry', 'chat-contact', 'checker-lead'];
const FORMATS = ['json', 'csv'];
const USAGE =
  'Usage: npm run leads -- [--kind inquiry|chat-contact|checker-lead] [--format json|csv] [--since YYYY-MM-DD] [--undelivered]';

function fail(message) {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        kind: { type: 'string' },
        format: { type: 'string', default: 'json' },
        since: { type: 'string' },
        undelivered: { type: 'boolean', default: false },
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

function hasTable(db, name) {
  return Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));
}

function readUndelivered(file, { kind, since }) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    if (!hasTable(db, 'delivery_jobs')) return [];
    const rows = db
      .prepare(
        `SELECT s.id, s.kind, s.created_at, s.payload, j.channel, j.status, j.attempts, j.last_error, j.next_attempt_at
         FROM delivery_jobs j JOIN submissions s ON s.id = j.submission_id
         WHERE j.status IN ('pending', 'failed')
           AND (@kind IS NULL OR s.kind = @kind) AND (@since IS NULL OR s.created_at >= @since)
         ORDER BY s.id, j.channel`,
      )
      .all({ kind: kind ?? null, since: since ?? null });
    return rows.map((row) => {
      const job = {
        id: row.id,
        kind: row.kind,
        createdAt: row.created_at,
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
      };
      // The job's columns come first and win over any same-named field in the payload.
      return { ...job, ...JSON.parse(row.payload), ...job };
    });
  } finally {
    db.close();
  }
}

function readSubmissions(file, { kind, since }) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    if (!hasTable(db, 'submissions')) return [];
    const rows = db
      .prepare(
        `SELECT kind, created_at, payload FROM submissions
         WHERE (@kind IS NULL OR kind = @kind) AND (@since IS NULL OR created_at >= @since)
         ORDER BY id`,
      )
      .all({ kind: kind ?? null, since: since ?? null });
    // The row's own kind and time win over any same-named field in the payload.
    return rows
      .map((row) => ({ ...JSON.parse(row.payload), kind: row.kind, createdAt: row.created_at }))
      .map(({ kind, createdAt, ...fields }) => ({ kind, createdAt, ...fields }));
  } finally {
    db.close();
  }
}

// A leading =, +, -, @, tab or CR makes spreadsheets run the cell as a formula; a visitor controls
// these fields, so such text is prefixed with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value) {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(records) {
  const columns = ['kind', 'createdAt'];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!columns.includes(key)) columns.push(key);
  }
  const lines = [columns.map(csvCell).join(',')];
  for (const record of records) lines.push(columns.map((column) => csvCell(record[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const options = parseOptions(process.argv.slice(2));
const file = path.resolve(process.env.DATA_DIR || '.data', 'site.db');
let records = [];
if (existsSync(file)) {
  records = options.undelivered ? readUndelivered(file, options) : readSubmissions(file, options);
} else {
  process.stderr.write(`No database at ${file} yet: nothing has been submitted.\n`);
}
process.stdout.write(options.format === 'csv' ? toCsv(records) : `${JSON.stringify(records, null, 2)}\n`);
