/**
 * Binds the tools' rate limit to the real browser: local storage, the wall clock and the stored
 * fingerprint. Only for client components.
 */
import { browserFingerprintSource, getFingerprint } from './fingerprint';
import { MemoryStorage } from './memory-storage';
import { cleanupRateLimitRecords, type RateLimitDeps } from './budget';

let fallback: MemoryStorage | undefined;

function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    const probe = '__kairo_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    fallback ??= new MemoryStorage();
    return fallback;
  }
}

/** The limiter's dependencies for this browser; cleans records older than 7 days as it starts. */
export function browserRateLimitDeps(): RateLimitDeps {
  const storage = browserStorage();
  const now = () => Date.now();
  cleanupRateLimitRecords(storage, now());
  const fingerprint = getFingerprint({ storage, source: browserFingerprintSource(), random: Math.random });
  return { storage, now, fingerprint };
}
