import { gzipSync } from 'node:zlib';

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function round(value, digits = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** 1 kB = 1000 bytes, as in Next's build output. */
export function kB(bytes, digits = 1) {
  return bytes == null ? null : round(bytes / 1000, digits);
}

/** The nearest-rank p-th percentile of the finite values; null when there are none. */
export function percentile(values, p) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Gzip size at level 6, what `next start` compresses with, of a string or bytes. */
export function gzipSize(data) {
  return gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 6 }).length;
}
