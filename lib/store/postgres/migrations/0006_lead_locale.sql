-- The language the visitor used the site in, so staff answer in it; older leads are English.
ALTER TABLE submissions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en'
  CHECK (locale IN ('en', 'vi', 'zh', 'ko', 'ja'));
