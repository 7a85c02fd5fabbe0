#!/usr/bin/env node
/**
 * Creates a staff account (or gives an existing one a new role) and prints its one-time enrolment
 * link, valid for 24 hours: the way in for the first owner, who then invites everyone else.
 *
 *   npm run admin:invite -- --email ana@example.com --role owner|editor|sales [--name "Ana Lim"]
 *     [--replace-passkeys] [--allow-demote-last-owner]
 *
 * Refused, like the staff page's invite, for an address that already has a passkey and for a change
 * that leaves no owner. Two flags override that for recovery on the server (docs/operations.md,
 * "Threat model"): --replace-passkeys removes the account's passkeys and sessions first (an owner
 * who lost every device), --allow-demote-last-owner lets the last owner take another role.
 *
 * Writes to the configured store: Postgres when DATABASE_URL is set, else `$DATA_DIR/site.db`.
 * The schema must exist (start the site once, or `npm run db:migrate` for Postgres). The link is
 * built on SITE_URL, so set it as the site has it.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { createInvite, enrolmentLink, INVITE_ROLES, inviteDatabase } from '../lib/admin/invites.mjs';
import { readArguments, usageError } from './command-line.mjs';

const USAGE =
  'Usage: npm run admin:invite -- --email ADDRESS --role owner|editor|sales [--name NAME] [--replace-passkeys] [--allow-demote-last-owner]';

const values = readArguments(
  process.argv.slice(2),
  {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    'replace-passkeys': { type: 'boolean' },
    'allow-demote-last-owner': { type: 'boolean' },
  },
  USAGE,
);
if (!z.email().safeParse(values.email?.trim()).success) usageError('--email must be an e-mail address.', USAGE);
if (!INVITE_ROLES.includes(values.role)) usageError(`--role must be one of ${INVITE_ROLES.join(', ')}.`, USAGE);

const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const { db, close, where } = open(process.env);
try {
  const [table] = await db.rows(
    db.sqlite
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'staff_invites'"
      : "SELECT to_regclass('staff_invites') AS name",
  );
  if (!table?.name) {
    process.stderr.write(`${where} has no staff tables yet: start the site once, or run npm run db:migrate for Postgres.\n`);
    process.exitCode = 1;
  } else {
    const invite = await createInvite(db, {
      email: values.email,
      role: values.role,
      name: values.name,
      replacePasskeys: values['replace-passkeys'] === true,
      allowDemoteLastOwner: values['allow-demote-last-owner'] === true,
    });
    process.stdout.write(
      `Invited ${invite.email} as ${invite.role}. Enrolment link (one use, until ${invite.expiresAt.toISOString()}):\n` +
        `${enrolmentLink(siteUrl, invite.token)}\n`,
    );
  }
} catch (error) {
  const override = { enrolled: ' (--replace-passkeys replaces them)', 'last-owner': ' (--allow-demote-last-owner overrides this)' };
  process.stderr.write(`invite failed: ${error.message}${override[error.key] ?? ''}\n`);
  process.exitCode = 1;
} finally {
  await close();
}

function open(env) {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: 10_000 });
    return { db: inviteDatabase(pool), close: () => pool.end(), where: 'The Postgres database (DATABASE_URL)' };
  }
  const file = path.resolve(env.DATA_DIR || '.data', 'site.db');
  if (!existsSync(file)) {
    process.stderr.write(`${file} does not exist: start the site once so it creates its database.\n`);
    process.exit(1);
  }
  const database = new Database(file);
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return { db: inviteDatabase(database), close: async () => database.close(), where: file };
}
