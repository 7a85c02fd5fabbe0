-- The back office: staff accounts, sessions and passkeys in the tables better-auth reads (its
-- column names, camelCase; lib/admin/auth.ts names the tables), one-time enrolment invites, and
-- the audit log. No account exists until `npm run admin:invite` creates one.
CREATE TABLE staff (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  "emailVerified" BOOLEAN NOT NULL DEFAULT false,
  image TEXT,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'sales')),
  "createdAt" TIMESTAMPTZ NOT NULL,
  "updatedAt" TIMESTAMPTZ NOT NULL
);
CREATE TABLE staff_session (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  "userId" TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  "expiresAt" TIMESTAMPTZ NOT NULL,
  "ipAddress" TEXT,
  "userAgent" TEXT,
  "createdAt" TIMESTAMPTZ NOT NULL,
  "updatedAt" TIMESTAMPTZ NOT NULL
);
CREATE INDEX staff_session_user ON staff_session ("userId");
CREATE TABLE staff_account (
  id TEXT PRIMARY KEY,
  "accountId" TEXT NOT NULL,
  "providerId" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  "accessToken" TEXT,
  "refreshToken" TEXT,
  "idToken" TEXT,
  "accessTokenExpiresAt" TIMESTAMPTZ,
  "refreshTokenExpiresAt" TIMESTAMPTZ,
  scope TEXT,
  password TEXT,
  "createdAt" TIMESTAMPTZ NOT NULL,
  "updatedAt" TIMESTAMPTZ NOT NULL
);
CREATE INDEX staff_account_user ON staff_account ("userId");
CREATE TABLE staff_verification (
  id TEXT PRIMARY KEY,
  identifier TEXT NOT NULL,
  value TEXT NOT NULL,
  "expiresAt" TIMESTAMPTZ NOT NULL,
  "createdAt" TIMESTAMPTZ NOT NULL,
  "updatedAt" TIMESTAMPTZ NOT NULL
);
CREATE INDEX staff_verification_identifier ON staff_verification (identifier);
CREATE TABLE staff_passkey (
  id TEXT PRIMARY KEY,
  name TEXT,
  "publicKey" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  "credentialID" TEXT NOT NULL UNIQUE,
  counter INTEGER NOT NULL,
  "deviceType" TEXT NOT NULL,
  "backedUp" BOOLEAN NOT NULL,
  transports TEXT,
  "createdAt" TIMESTAMPTZ,
  aaguid TEXT
);
CREATE INDEX staff_passkey_user ON staff_passkey ("userId");
CREATE TABLE staff_invites (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
-- Who did what to what: kept when the actor's account is removed, hence no foreign key.
CREATE TABLE audit_log (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  actor_id TEXT,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  detail JSONB
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
