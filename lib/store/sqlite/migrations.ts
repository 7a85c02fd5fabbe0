import 'server-only';
import type Database from 'better-sqlite3';

// The back office's schema (the third migration): the sign-in tables are better-auth's, in its own
// column names; the enrolment invites and the audit log are the site's.
const STAFF_SIGN_IN_TABLES = `
      CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        emailVerified INTEGER NOT NULL DEFAULT 0,
        image TEXT,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'sales')),
        createdAt DATE NOT NULL,
        updatedAt DATE NOT NULL
      );
      CREATE TABLE staff_session (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        userId TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        expiresAt DATE NOT NULL,
        ipAddress TEXT,
        userAgent TEXT,
        createdAt DATE NOT NULL,
        updatedAt DATE NOT NULL
      );
      CREATE INDEX staff_session_user ON staff_session (userId);
      CREATE TABLE staff_account (
        id TEXT PRIMARY KEY,
        accountId TEXT NOT NULL,
        providerId TEXT NOT NULL,
        userId TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        accessToken TEXT,
        refreshToken TEXT,
        idToken TEXT,
        accessTokenExpiresAt DATE,
        refreshTokenExpiresAt DATE,
        scope TEXT,
        password TEXT,
        createdAt DATE NOT NULL,
        updatedAt DATE NOT NULL
      );
      CREATE INDEX staff_account_user ON staff_account (userId);
      CREATE TABLE staff_verification (
        id TEXT PRIMARY KEY,
        identifier TEXT NOT NULL,
        value TEXT NOT NULL,
        expiresAt DATE NOT NULL,
        createdAt DATE NOT NULL,
        updatedAt DATE NOT NULL
      );
      CREATE INDEX staff_verification_identifier ON staff_verification (identifier);
      CREATE TABLE staff_passkey (
        id TEXT PRIMARY KEY,
        name TEXT,
        publicKey TEXT NOT NULL,
        userId TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        credentialID TEXT NOT NULL UNIQUE,
        counter INTEGER NOT NULL,
        deviceType TEXT NOT NULL,
        backedUp INTEGER NOT NULL,
        transports TEXT,
        createdAt DATE,
        aaguid TEXT
      );
      CREATE INDEX staff_passkey_user ON staff_passkey (userId);
`;

const STAFF_INVITES_AND_AUDIT = `      CREATE TABLE staff_invites (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor_id TEXT,
        actor_email TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT,
        detail TEXT CHECK (detail IS NULL OR json_valid(detail))
      );
      CREATE INDEX audit_log_at ON audit_log (at, id);
    `;

/**
 * Schema history. `PRAGMA user_version` holds the number of applied migrations; append new steps,
 * never edit shipped ones, so every existing database can be brought forward.
 */
const migrations: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('inquiry', 'chat-contact', 'checker-lead')),
        created_at TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload))
      );
      CREATE INDEX submissions_kind_created_at ON submissions (kind, created_at);

      CREATE TABLE conversations (
        id TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        content TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_conversation_id ON messages (conversation_id);
    `);
  },
  // Lead delivery outbox: one job per channel, written in the submission's transaction.
  // queued_at starts the max-age clock (reset when an operator queues the job again);
  // locked_until/lease_token are the claim of one sender, which expires if that sender dies.
  (db) => {
    db.exec(`
      CREATE TABLE delivery_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        queued_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        lease_token TEXT,
        last_error TEXT,
        finished_at TEXT,
        UNIQUE (submission_id, channel)
      );
      CREATE INDEX delivery_jobs_status_next_attempt_at ON delivery_jobs (status, next_attempt_at);
    `);
  },
  // The back office: staff accounts, sessions and passkeys in the tables better-auth reads
  // (its column names, camelCase; lib/admin/auth.ts names the tables), one-time enrolment invites,
  // and the audit log. No account exists until `npm run admin:invite` creates one.
  (db) => {
    db.exec(STAFF_SIGN_IN_TABLES + STAFF_INVITES_AND_AUDIT);
  },
  // The leads inbox: where staff have got with each lead, who moved it when, and their notes.
  (db) => {
    db.exec(`
      ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));
      CREATE INDEX submissions_status ON submissions (status, id);

      CREATE TABLE lead_status_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL,
        actor TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
      CREATE INDEX lead_status_changes_submission_id ON lead_status_changes (submission_id);

      CREATE TABLE lead_notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX lead_notes_submission_id ON lead_notes (submission_id);
      `);
    },
  // The indexes the Postgres schema has (lib/store/schema-agreement.test.ts keeps the two in step):
  // claims scan only pending jobs in due order, the health check counts only failed ones, and the
  // hourly retention cleanup looks for conversations created before a cutoff.
  (db) => {
    db.exec(`
      DROP INDEX delivery_jobs_status_next_attempt_at;
      CREATE INDEX delivery_jobs_pending_due ON delivery_jobs (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX delivery_jobs_failed ON delivery_jobs (id) WHERE status = 'failed';
      CREATE INDEX conversations_created_at ON conversations (created_at);
    `);
  },
  // The language the visitor used the site in, so staff answer in it (docs/i18n.md#forms-and-leads);
  // leads from before it are English, the only language the site had.
  (db) => {
    db.exec(`
      ALTER TABLE submissions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en'
        CHECK (locale IN ('en', 'vi', 'zh', 'ko', 'ja'));
    `);
  },
  // The language of the page a conversation was started on: the assistant answers in it and the
  // back office shows it with the transcript. Conversations from before are English.
  (db) => {
    db.exec(`ALTER TABLE conversations ADD COLUMN locale TEXT NOT NULL DEFAULT 'en'`);
  },
  // Release alerts (docs/behaviour.md#release-alerts): subscribers, the releases already decided
  // (the first start's baseline among them) and the alerts outbox, one alert per subscriber and release.
  (db) => {
    db.exec(`
      CREATE TABLE alert_subscribers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'vi', 'zh', 'ko', 'ja')),
        languages TEXT NOT NULL,
        topics TEXT NOT NULL,
        frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily')),
        created_at TEXT NOT NULL,
        confirmed_at TEXT,
        token_nonce TEXT NOT NULL,
        confirm_nonce TEXT,
        confirm_expires_at TEXT
      );
      CREATE INDEX alert_subscribers_unconfirmed ON alert_subscribers (confirm_expires_at) WHERE confirmed_at IS NULL;
      CREATE TABLE alert_releases (
        release_key TEXT PRIMARY KEY,
        payload TEXT NOT NULL,
        first_seen_at TEXT NOT NULL,
        baseline INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE alert_state (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE alert_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        subscriber_id INTEGER NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'already', 'alert')),
        release_key TEXT,
        digest INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        queued_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        lease_token TEXT,
        last_error TEXT,
        finished_at TEXT,
        UNIQUE (subscriber_id, release_key)
      );
      CREATE INDEX alert_jobs_pending_due ON alert_jobs (next_attempt_at, id) WHERE status = 'pending';
    `);
  },
  // Private preview links to releases under embargo (docs/behaviour.md#embargoes).
  (db) => {
    db.exec(`
      CREATE TABLE preview_links (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX preview_links_slug ON preview_links (slug, created_at);
    `);
  },
];

export const SCHEMA_VERSION = migrations.length;

/**
 * Applies the missing migrations in one immediate transaction, so two processes opening the same
 * file at once (parallel build workers, the lead export) never both run a step.
 */
export function migrate(db: Database.Database, steps = migrations): void {
  const run = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > steps.length) {
      throw new Error(
        `Database schema version ${current} is newer than this code knows (${steps.length}); refusing to start.`,
      );
    }
    for (let version = current; version < steps.length; version++) {
      steps[version](db);
    }
    if (current !== steps.length) db.pragma(`user_version = ${steps.length}`);
  });
  run.immediate();
}
