/**
 * The signed part of a private preview link (docs/behaviour.md#embargoes): `<id>-<expiry>-<mac>`,
 * the expiry in seconds (base 36), the MAC over the link's id, release and expiry with a key derived
 * from the back office's secret. A link is good only while it verifies, has not expired and its
 * stored row is not revoked; the row names the release, so the token cannot be moved to another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

// No dots: the proxy routes only page paths without one (proxy.ts).
const TOKEN = /^([a-f0-9]{16,40})-([a-z0-9]{1,12})-([\w-]{43})$/;

function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('kairo-pr preview links').digest();
}

function mac(secret: string, id: string, slug: string, expires: string): string {
  return createHmac('sha256', key(secret)).update(`${id}\n${slug}\n${expires}`).digest('base64url');
}

export function signPreviewToken(secret: string, link: { id: string; slug: string; expiresAt: string }): string {
  const expires = Math.floor(Date.parse(link.expiresAt) / 1000).toString(36);
  return `${link.id}-${expires}-${mac(secret, link.id, link.slug, expires)}`;
}

/** The id of a well-formed, unexpired token, to look up; undefined otherwise. */
export function previewTokenId(token: string, now = Date.now()): { id: string; expires: string } | undefined {
  if (token.length > 120) return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, id, expires] = match;
  if (parseInt(expires, 36) * 1000 <= now) return undefined;
  return { id, expires };
}

/** Whether `token` was signed for the link `id` to release `slug`. */
export function verifyPreviewToken(secret: string, token: string, slug: string): boolean {
  const match = TOKEN.exec(token);
  if (!match) return false;
  const expected = Buffer.from(mac(secret, match[1], slug, match[2]));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
