-- The hourly retention cleanup looks for conversations created before a cutoff; without this
-- index it reads the whole table on every instance every hour.
CREATE INDEX conversations_created_at ON conversations (created_at);
