import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetRateLimitsForTests } from '@/lib/rate-limit/requests';
import { resetProviderForTests } from '@/lib/provider';

/** Limits high enough that no test (or e2e run) trips the server rate limit by accident. */
export const HIGH_RATE_LIMITS = {
  RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
  RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000000',
};

const touched = new Set<string>();

/** Sets (or with undefined, removes) env vars and starts from a fresh provider and rate limiter. */
export function setTestEnv(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    touched.add(name);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetProviderForTests();
  resetRateLimitsForTests();
}

export function restoreTestEnv(): void {
  for (const name of touched) delete process.env[name];
  touched.clear();
  resetProviderForTests();
  resetRateLimitsForTests();
}

export function makeTempDir(prefix = 'kairo-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
