-- The language of the page a conversation was started on: the assistant answers in it and the
-- back office shows it with the transcript. Conversations from before are English.
ALTER TABLE conversations ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
