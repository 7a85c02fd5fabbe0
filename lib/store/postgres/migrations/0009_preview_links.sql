-- Private preview links to releases under embargo: signed in the URL, listed and revoked here.
CREATE TABLE preview_links (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  created_by TEXT NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX preview_links_slug ON preview_links (slug, created_at);
