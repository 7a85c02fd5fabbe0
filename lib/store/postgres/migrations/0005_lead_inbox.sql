-- The leads inbox: where staff have got with each lead, who moved it when, and their notes.
ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));
CREATE INDEX submissions_status ON submissions (status, id);

CREATE TABLE lead_status_changes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX lead_status_changes_submission_id ON lead_status_changes (submission_id);

CREATE TABLE lead_notes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX lead_notes_submission_id ON lead_notes (submission_id);
