import { describe, expect, it } from 'vitest';
import { previewTokenId, signPreviewToken, verifyPreviewToken } from './preview-token';

const SECRET = 'a-secret-long-enough-for-the-back-office-0123';
const link = { id: 'a2b4c5d6e7f8a9b0c1d2', slug: 'held-release', expiresAt: '2026-12-01T00:00:00.000Z' };

describe('preview tokens', () => {
  it('verify for their link and release until they expire', () => {
    const token = signPreviewToken(SECRET, link);
    expect(previewTokenId(token, Date.parse('2026-11-30T23:59:59Z'))?.id).toBe(link.id);
    expect(previewTokenId(token, Date.parse('2026-12-01T00:00:00Z'))).toBeUndefined();
    expect(verifyPreviewToken(SECRET, token, 'held-release')).toBe(true);
    expect(verifyPreviewToken(SECRET, token, 'another-release')).toBe(false);
    expect(verifyPreviewToken('another-secret-of-the-same-length-000000', token, 'held-release')).toBe(false);
  });

  it('refuse a changed expiry, a forged MAC and garbage', () => {
    const token = signPreviewToken(SECRET, link);
    const [, id, expires, mac] = /^([^-]+)-([^-]+)-(.+)$/.exec(token)!;
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    expect(verifyPreviewToken(SECRET, `${id}-${later}-${mac}`, 'held-release')).toBe(false);
    expect(verifyPreviewToken(SECRET, `${id}-${expires}-${'A'.repeat(43)}`, 'held-release')).toBe(false);
    for (const bad of ['', 'x', `${token}-x`, 'a'.repeat(10_000), '../../etc/passwd']) {
      expect(previewTokenId(bad, 0)).toBeUndefined();
      expect(verifyPreviewToken(SECRET, bad, 'held-release')).toBe(false);
    }
  });
});
