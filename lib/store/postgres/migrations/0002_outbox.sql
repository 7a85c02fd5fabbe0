-- Lead delivery outbox: one job per channel, written in the submission's transaction.
-- queued_at starts the max-age clock (reset when an operator queues the job again);
-- locked_until/lease_token are the claim of one sender, which expires if that sender dies.
CREATE TABLE delivery_jobs (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at TIMESTAMPTZ NOT NULL,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ,
  lease_token TEXT,
  last_error TEXT,
  finished_at TIMESTAMPTZ,
  UNIQUE (submission_id, channel)
);
-- Claims scan only pending jobs in due order; the health check counts only failed ones.
CREATE INDEX delivery_jobs_pending_due ON delivery_jobs (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX delivery_jobs_failed ON delivery_jobs (id) WHERE status = 'failed';

-- jsonb reorders keys; json keeps the text as submitted, so e-mails and exports list a lead's
-- fields in the order the visitor filled them in, as the embedded store does.
ALTER TABLE submissions ALTER COLUMN payload TYPE json USING payload::json;
