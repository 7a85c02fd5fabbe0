/**
 * The browser fingerprint the tools' rate limit is keyed by (docs/behaviour.md#tool-rate-limit): built from the user
 * agent, screen size, language, time-zone offset and a random part, cut to 32 characters, and kept
 * in local storage so it is stable across visits.
 */
export const FINGERPRINT_KEY = 'kairo:fingerprint';
const FINGERPRINT_LENGTH = 32;

export type FingerprintSource = {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
  timezoneOffset: number;
};

export type FingerprintDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  source: FingerprintSource;
  /** Returns a float in [0, 1), as Math.random does. */
  random: () => number;
};

/** 32-bit FNV-1a as 8 hex characters. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function randomPart(random: () => number, length: number): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/**
 * A fresh fingerprint. The browser traits are hashed first: cutting a plain concatenation to 32
 * characters would keep only the start of the user agent and drop the random part, so every
 * browser of one version would share a limit.
 */
export function createFingerprint(source: FingerprintSource, random: () => number): string {
  const traits = [
    source.userAgent,
    `${source.screenWidth}x${source.screenHeight}`,
    source.language,
    String(source.timezoneOffset),
  ].join('|');
  const hashed = fnv1a(traits);
  return (hashed + randomPart(random, FINGERPRINT_LENGTH)).slice(0, FINGERPRINT_LENGTH);
}

/** The stored fingerprint, created and stored on first use. */
export function getFingerprint(deps: FingerprintDeps): string {
  const stored = deps.storage.getItem(FINGERPRINT_KEY);
  if (stored && /^[0-9a-z]{32}$/.test(stored)) return stored;
  const fingerprint = createFingerprint(deps.source, deps.random);
  deps.storage.setItem(FINGERPRINT_KEY, fingerprint);
  return fingerprint;
}

/** The browser's traits; call only in the browser. */
export function browserFingerprintSource(): FingerprintSource {
  return {
    userAgent: navigator.userAgent,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    language: navigator.language,
    timezoneOffset: new Date().getTimezoneOffset(),
  };
}
