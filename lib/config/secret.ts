import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from '@/lib/config/env';

const SECRET_FILE = 'auth-secret';

/**
 * The key that signs staff session cookies. BETTER_AUTH_SECRET when set; else, for a single
 * instance with the embedded store, a random key created once in DATA_DIR (mode 0600) and kept
 * there, so `npm start` works with no configuration and sessions survive a restart. Instances that
 * share Postgres must share the key, so with DATABASE_URL the variable is required
 * (docs/operations.md, "Back office").
 */
export function authSecret(env: Pick<ServerEnv, 'BETTER_AUTH_SECRET' | 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error(
      'Invalid environment configuration — BETTER_AUTH_SECRET is required with DATABASE_URL: every instance must sign staff sessions with the same key',
    );
  }
  const file = path.join(env.DATA_DIR, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start together, the second keeps the first one's key.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
