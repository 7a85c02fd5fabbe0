/**
 * The tools' per-browser rate limit (docs/behaviour.md#tool-rate-limit). It runs in the browser over an
 * injected Web Storage and clock, so it is plain logic the unit tests drive with fakes. It is a
 * courtesy limit: anyone can clear their storage, which is why the API keeps its own limits.
 */
export type RateLimitedTool = 'pr_checker' | 'angle_finder';

export type RateLimitRecord = {
  count: number;
  firstAttempt: number;
  lastAttempt: number;
  blocked: boolean;
  blockUntil: number | null;
};

/** The subset of the Web Storage API the limiter needs; `localStorage` satisfies it. */
export type RateLimitStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type RateLimitDeps = {
  storage: RateLimitStorage;
  now: () => number;
  fingerprint: string;
};

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; remaining: 0; reason: 'blocked' | 'exceeded'; message: string; blockUntil: number | null };

export const MAX_ATTEMPTS_PER_WINDOW = 5;
export const WINDOW_MS = 60 * 60 * 1000;
export const BLOCK_MS = 24 * 60 * 60 * 1000;
export const RECORD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The notice of remaining analyses shows from this many down. */
const REMAINING_NOTICE_THRESHOLD = 2;

const RATE_LIMIT_KEY_PREFIX = 'kairo:rate-limit:';

export const LIMIT_EXCEEDED_MESSAGE =
  'You have used all your analyses for this hour. Please try again later or contact us for unlimited access.';

const MINUTE_MS = 60 * 1000;

export function rateLimitKey(tool: RateLimitedTool, fingerprint: string): string {
  return `${RATE_LIMIT_KEY_PREFIX}${tool}:${fingerprint}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The blocked browser's message (docs/behaviour.md#tool-rate-limit); "24 hours" when the reset time is unknown. */
export function blockedMessage(msUntilReset: number | null): string {
  if (msUntilReset === null) {
    return 'You have reached the maximum number of analyses. Please try again in 24 hours.';
  }
  // Rounded up so a visitor is never told to come back a minute before the block ends.
  const totalMinutes = Math.max(1, Math.ceil(msUntilReset / MINUTE_MS));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `You have reached the maximum number of analyses. Please try again in ${plural(hours, 'hour', 'hours')} ${plural(minutes, 'minute', 'minutes')}.`;
}

/** "{n} analysis/analyses remaining this hour" (docs/behaviour.md#tool-rate-limit). */
export function remainingMessage(remaining: number): string {
  return `${plural(remaining, 'analysis', 'analyses')} remaining this hour`;
}

/**
 * Whether the remaining notice shows: at 2 or fewer remaining, and alongside an error only while
 * analyses remain (with none left the limit message already says so).
 */
export function shouldShowRemaining(remaining: number, hasError: boolean): boolean {
  if (hasError) return remaining > 0;
  return remaining <= REMAINING_NOTICE_THRESHOLD;
}

function isRecord(value: unknown): value is RateLimitRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    Number.isFinite(r.count) &&
    Number.isFinite(r.firstAttempt) &&
    Number.isFinite(r.lastAttempt) &&
    typeof r.blocked === 'boolean' &&
    (r.blockUntil === null || Number.isFinite(r.blockUntil))
  );
}

function readRecord(storage: RateLimitStorage, key: string): RateLimitRecord | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The record as it stands now: an expired block is cleared and a window older than an hour
 * restarts, both written back so the stored state never lies.
 */
function currentRecord(deps: RateLimitDeps, tool: RateLimitedTool): RateLimitRecord | null {
  const key = rateLimitKey(tool, deps.fingerprint);
  const record = readRecord(deps.storage, key);
  if (!record) return null;
  const now = deps.now();
  if (record.blocked) {
    if (record.blockUntil !== null && now >= record.blockUntil) {
      deps.storage.removeItem(key);
      return null;
    }
    return record;
  }
  if (now - record.firstAttempt > WINDOW_MS) {
    deps.storage.removeItem(key);
    return null;
  }
  return record;
}

/** Analyses left in the current window, without recording anything. */
export function remainingAttempts(deps: RateLimitDeps, tool: RateLimitedTool): number {
  const record = currentRecord(deps, tool);
  if (!record) return MAX_ATTEMPTS_PER_WINDOW;
  if (record.blocked) return 0;
  return Math.max(0, MAX_ATTEMPTS_PER_WINDOW - record.count);
}

/**
 * Checks before an analysis. Hitting the limit starts the 24-hour block; a browser already blocked
 * is told how long is left.
 */
export function checkRateLimit(deps: RateLimitDeps, tool: RateLimitedTool): RateLimitDecision {
  const record = currentRecord(deps, tool);
  const now = deps.now();
  if (record?.blocked) {
    const msLeft = record.blockUntil === null ? null : record.blockUntil - now;
    return {
      allowed: false,
      remaining: 0,
      reason: 'blocked',
      message: blockedMessage(msLeft),
      blockUntil: record.blockUntil,
    };
  }
  if (record && record.count >= MAX_ATTEMPTS_PER_WINDOW) {
    const blockUntil = now + BLOCK_MS;
    const blocked: RateLimitRecord = { ...record, blocked: true, blockUntil, lastAttempt: now };
    deps.storage.setItem(rateLimitKey(tool, deps.fingerprint), JSON.stringify(blocked));
    return { allowed: false, remaining: 0, reason: 'exceeded', message: LIMIT_EXCEEDED_MESSAGE, blockUntil };
  }
  return { allowed: true, remaining: MAX_ATTEMPTS_PER_WINDOW - (record?.count ?? 0) };
}

/** Counts one analysis; returns the analyses left in the window. */
export function recordAttempt(deps: RateLimitDeps, tool: RateLimitedTool): number {
  const record = currentRecord(deps, tool);
  const now = deps.now();
  const next: RateLimitRecord = record
    ? { ...record, count: record.count + 1, lastAttempt: now }
    : { count: 1, firstAttempt: now, lastAttempt: now, blocked: false, blockUntil: null };
  deps.storage.setItem(rateLimitKey(tool, deps.fingerprint), JSON.stringify(next));
  return Math.max(0, MAX_ATTEMPTS_PER_WINDOW - next.count);
}

/**
 * Removes limiter records last touched more than 7 days ago, and unreadable ones (run on page
 * load). A live block is kept whatever its age.
 */
export function cleanupRateLimitRecords(storage: RateLimitStorage, now: number): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(RATE_LIMIT_KEY_PREFIX)) keys.push(key);
  }
  let removed = 0;
  for (const key of keys) {
    const record = readRecord(storage, key);
    const liveBlock = record?.blocked && record.blockUntil !== null && record.blockUntil > now;
    if (!record || (!liveBlock && now - record.lastAttempt > RECORD_MAX_AGE_MS)) {
      storage.removeItem(key);
      removed++;
    }
  }
  return removed;
}
