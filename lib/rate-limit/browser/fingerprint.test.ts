import { describe, expect, it } from 'vitest';
import { FINGERPRINT_KEY, createFingerprint, getFingerprint, type FingerprintSource } from './fingerprint';
import { MemoryStorage } from './memory-storage';

const source: FingerprintSource = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  screenWidth: 1440,
  screenHeight: 900,
  language: 'en-SG',
  timezoneOffset: -480,
};

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

describe('fingerprint', () => {
  it('is 32 lowercase alphanumeric characters', () => {
    expect(createFingerprint(source, seeded(7))).toMatch(/^[0-9a-z]{32}$/);
  });

  it('differs between browsers with the same traits, through the random part', () => {
    expect(createFingerprint(source, seeded(1))).not.toBe(createFingerprint(source, seeded(2)));
  });

  it('depends on every trait', () => {
    const base = createFingerprint(source, seeded(3));
    const variants: FingerprintSource[] = [
      { ...source, userAgent: source.userAgent + ' Edg/156' },
      { ...source, screenWidth: 390 },
      { ...source, screenHeight: 844 },
      { ...source, language: 'vi-VN' },
      { ...source, timezoneOffset: -420 },
    ];
    for (const variant of variants) expect(createFingerprint(variant, seeded(3))).not.toBe(base);
  });

  it('is stored on first use and reused afterwards', () => {
    const storage = new MemoryStorage();
    const first = getFingerprint({ storage, source, random: seeded(4) });
    expect(storage.getItem(FINGERPRINT_KEY)).toBe(first);
    expect(getFingerprint({ storage, source, random: seeded(5) })).toBe(first);
  });

  it('replaces a malformed stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem(FINGERPRINT_KEY, 'short');
    expect(getFingerprint({ storage, source, random: seeded(6) })).toMatch(/^[0-9a-z]{32}$/);
  });
});
