import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import {
  BLOCK_MS,
  LIMIT_EXCEEDED_MESSAGE,
  RECORD_MAX_AGE_MS,
  WINDOW_MS,
  blockedMessage,
  checkRateLimit,
  cleanupRateLimitRecords,
  rateLimitKey,
  recordAttempt,
  remainingAttempts,
  remainingMessage,
  shouldShowRemaining,
  type RateLimitDeps,
  type RateLimitRecord,
} from './budget';

const MINUTE = 60_000;
const START = Date.UTC(2025, 4, 12, 9, 0, 0);

let clock: number;
let storage: MemoryStorage;
let deps: RateLimitDeps;

beforeEach(() => {
  clock = START;
  storage = new MemoryStorage();
  deps = { storage, now: () => clock, fingerprint: 'a'.repeat(32) };
});

function analyse(tool: 'pr_checker' | 'angle_finder' = 'pr_checker') {
  const decision = checkRateLimit(deps, tool);
  if (decision.allowed) recordAttempt(deps, tool);
  return decision;
}

function stored(tool: 'pr_checker' | 'angle_finder' = 'pr_checker'): RateLimitRecord | null {
  const raw = storage.getItem(rateLimitKey(tool, deps.fingerprint));
  return raw ? (JSON.parse(raw) as RateLimitRecord) : null;
}

describe('rate limit window', () => {
  it('allows five analyses in an hour and counts down the remaining ones', () => {
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(analyse().allowed).toBe(true);
      remaining.push(remainingAttempts(deps, 'pr_checker'));
      clock += MINUTE;
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expect(stored()).toMatchObject({ count: 5, firstAttempt: START, lastAttempt: START + 4 * MINUTE, blocked: false });
  });

  it('refuses the sixth with the limit-exceeded message and starts a 24-hour block', () => {
    for (let i = 0; i < 5; i++) analyse();
    clock += 10 * MINUTE;
    const sixth = checkRateLimit(deps, 'pr_checker');
    expect(sixth).toMatchObject({ allowed: false, reason: 'exceeded', message: LIMIT_EXCEEDED_MESSAGE });
    expect(stored()).toMatchObject({ blocked: true, blockUntil: clock + BLOCK_MS });
  });

  it('restarts the window once the first attempt is older than an hour', () => {
    for (let i = 0; i < 4; i++) analyse();
    clock += WINDOW_MS;
    expect(remainingAttempts(deps, 'pr_checker')).toBe(1);
    clock += 1;
    expect(remainingAttempts(deps, 'pr_checker')).toBe(5);
    expect(analyse().allowed).toBe(true);
    expect(stored()).toMatchObject({ count: 1, firstAttempt: clock });
  });

  it('keeps tools and fingerprints apart', () => {
    for (let i = 0; i < 5; i++) analyse('pr_checker');
    expect(checkRateLimit(deps, 'pr_checker').allowed).toBe(false);
    expect(checkRateLimit(deps, 'angle_finder')).toEqual({ allowed: true, remaining: 5 });
    const other = { ...deps, fingerprint: 'b'.repeat(32) };
    expect(checkRateLimit(other, 'pr_checker')).toEqual({ allowed: true, remaining: 5 });
  });
});

describe('rate limit block', () => {
  function block() {
    for (let i = 0; i < 5; i++) analyse();
    checkRateLimit(deps, 'pr_checker');
  }

  it('tells a blocked browser how long is left, in hours and minutes', () => {
    block();
    clock += 30 * MINUTE;
    const decision = checkRateLimit(deps, 'pr_checker');
    expect(decision).toMatchObject({ allowed: false, reason: 'blocked', remaining: 0 });
    expect(decision.allowed === false && decision.message).toBe(
      'You have reached the maximum number of analyses. Please try again in 23 hours 30 minutes.',
    );
  });

  it('stays blocked after the hour window would have restarted', () => {
    block();
    clock += 5 * WINDOW_MS;
    expect(checkRateLimit(deps, 'pr_checker')).toMatchObject({ allowed: false, reason: 'blocked' });
    expect(remainingAttempts(deps, 'pr_checker')).toBe(0);
  });

  it('clears an expired block', () => {
    block();
    clock += BLOCK_MS;
    expect(checkRateLimit(deps, 'pr_checker')).toEqual({ allowed: true, remaining: 5 });
    expect(stored()).toBeNull();
  });
});

describe('rate limit messages', () => {
  it('formats hours and minutes with singular and plural', () => {
    const prefix = 'You have reached the maximum number of analyses. Please try again in';
    expect(blockedMessage(BLOCK_MS)).toBe(`${prefix} 24 hours 0 minutes.`);
    expect(blockedMessage(61 * MINUTE)).toBe(`${prefix} 1 hour 1 minute.`);
    expect(blockedMessage(2 * 60 * MINUTE + 2 * MINUTE)).toBe(`${prefix} 2 hours 2 minutes.`);
    expect(blockedMessage(59 * MINUTE + 1)).toBe(`${prefix} 1 hour 0 minutes.`);
    expect(blockedMessage(1000)).toBe(`${prefix} 0 hours 1 minute.`);
    expect(blockedMessage(null)).toBe(`${prefix} 24 hours.`);
  });

  it('says analysis or analyses', () => {
    expect(remainingMessage(1)).toBe('1 analysis remaining this hour');
    expect(remainingMessage(2)).toBe('2 analyses remaining this hour');
    expect(remainingMessage(0)).toBe('0 analyses remaining this hour');
  });

  it('shows the remaining notice at 2 or fewer, and with an error while any remain', () => {
    expect([5, 3, 2, 1, 0].map((n) => shouldShowRemaining(n, false))).toEqual([false, false, true, true, true]);
    expect([5, 1, 0].map((n) => shouldShowRemaining(n, true))).toEqual([true, true, false]);
  });
});

describe('rate limit cleanup', () => {
  it('removes records last touched more than 7 days ago and unreadable ones', () => {
    analyse('pr_checker');
    clock += RECORD_MAX_AGE_MS - MINUTE;
    analyse('angle_finder');
    storage.setItem('kairo:rate-limit:pr_checker:broken', '{not json');
    storage.setItem('theme', 'dark');
    clock += 2 * MINUTE;
    expect(cleanupRateLimitRecords(storage, clock)).toBe(2);
    expect(stored('pr_checker')).toBeNull();
    expect(stored('angle_finder')).not.toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('keeps a live block however old its last attempt', () => {
    const record: RateLimitRecord = {
      count: 5,
      firstAttempt: clock - RECORD_MAX_AGE_MS * 2,
      lastAttempt: clock - RECORD_MAX_AGE_MS * 2,
      blocked: true,
      blockUntil: clock + MINUTE,
    };
    storage.setItem(rateLimitKey('pr_checker', deps.fingerprint), JSON.stringify(record));
    expect(cleanupRateLimitRecords(storage, clock)).toBe(0);
  });

  it('treats a tampered record as no record', () => {
    storage.setItem(rateLimitKey('pr_checker', deps.fingerprint), JSON.stringify({ count: 'many' }));
    expect(checkRateLimit(deps, 'pr_checker')).toEqual({ allowed: true, remaining: 5 });
  });
});
