-- Release alerts (docs/behaviour.md#release-alerts). A subscriber is one address with the languages
-- and topics it wants; confirmed_at stays NULL until the double opt-in link is used, and an
-- unconfirmed row is deleted once confirm_expires_at has passed. token_nonce is part of every
-- manage and unsubscribe link, confirm_nonce of the one confirmation link (cleared when used).
CREATE TABLE alert_subscribers (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'vi', 'zh', 'ko', 'ja')),
  languages TEXT NOT NULL,
  topics TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily')),
  created_at TIMESTAMPTZ NOT NULL,
  confirmed_at TIMESTAMPTZ,
  token_nonce TEXT NOT NULL,
  confirm_nonce TEXT,
  confirm_expires_at TIMESTAMPTZ
);
CREATE INDEX alert_subscribers_unconfirmed ON alert_subscribers (confirm_expires_at) WHERE confirmed_at IS NULL;

-- Every release alerts have been decided for, one row per translation group: the first instance to
-- insert it fans the release out. baseline = 1 marks what was already published at first start.
CREATE TABLE alert_releases (
  release_key TEXT PRIMARY KEY,
  payload TEXT NOT NULL,
  first_seen_at TIMESTAMPTZ NOT NULL,
  baseline INTEGER NOT NULL DEFAULT 0
);

-- Which one-off steps have run (the baseline of the first start).
CREATE TABLE alert_state (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The alerts outbox: confirmation mails, "already subscribed" mails and one alert per subscriber and
-- release (the unique key makes a second fan-out of the same release a no-op). A daily subscriber's
-- alerts are due at the digest hour and go out together.
CREATE TABLE alert_jobs (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscriber_id BIGINT NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'already', 'alert')),
  release_key TEXT,
  digest INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at TIMESTAMPTZ NOT NULL,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ,
  lease_token TEXT,
  last_error TEXT,
  finished_at TIMESTAMPTZ,
  UNIQUE (subscriber_id, release_key)
);
CREATE INDEX alert_jobs_pending_due ON alert_jobs (next_attempt_at, id) WHERE status = 'pending';
