import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The links in alert mails: `base64url(payload).base64url(HMAC-SHA256)`. A confirmation link names
 * the subscriber, the pending confirmation's nonce and its expiry (the nonce makes it single-use: it
 * is cleared when used); a manage link names the subscriber and their token nonce, which only an
 * erasure or unsubscribe ends. Nothing in a link is secret but the signature.
 */
const payloadSchema = z.discriminatedUnion('p', [
  z.object({ p: z.literal('confirm'), s: z.number().int().positive(), n: z.string().min(1).max(64), e: z.number().int() }),
  z.object({ p: z.literal('manage'), s: z.number().int().positive(), n: z.string().min(1).max(64) }),
]);
export type LinkPayload = z.infer<typeof payloadSchema>;

const TOKEN = /^[\w-]{1,400}\.[\w-]{43}$/;

/** The alerts' own key, derived from the site's secret so it never signs anything else. */
export function alertKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('kairo-pr release alerts v1').digest();
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signLink(key: Buffer, payload: LinkPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The payload of a genuine, unexpired link; undefined for anything else. */
export function readLink(key: Buffer, token: unknown, now: number = Date.now()): LinkPayload | undefined {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  const [body, signature] = token.split('.');
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success) return undefined;
  if (result.data.p === 'confirm' && result.data.e <= now) return undefined;
  return result.data;
}
