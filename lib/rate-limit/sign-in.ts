import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { clientKey } from '@/lib/http/client-key';
import { HttpError } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/json-body';
import { createLimiter } from './index';
import type { Limiter } from './limiter';

const WINDOW_SECONDS = 15 * 60;

/** The sign-in steps, and where each names the account it is for. */
const SIGN_IN_STEPS: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/passkey/verify-authentication': (body) => (body.response as { id?: unknown } | undefined)?.id,
  '/email-otp/send-verification-otp': (body) => body.email,
  '/sign-in/email-otp': (body) => body.email,
};

const KEY = Symbol.for('kairo-pr.staff-sign-in-limits');
const holder = globalThis as { [KEY]?: { address: Limiter; account: Limiter } };

function limiters() {
  if (!holder[KEY]) {
    const env = serverEnv();
    const points = env.ADMIN_SIGN_IN_ATTEMPTS;
    holder[KEY] = {
      address: createLimiter({ name: 'staff-sign-in-address', points, durationSeconds: WINDOW_SECONDS }, env),
      account: createLimiter({ name: 'staff-sign-in-account', points, durationSeconds: WINDOW_SECONDS }, env),
    };
  }
  return holder[KEY];
}

/**
 * Counts a sign-in attempt against its client's address and, when it names one, its account (an
 * e-mail address or a passkey's credential id): ADMIN_SIGN_IN_ATTEMPTS of each per 15 minutes.
 * Returns the seconds to wait when either is over, else null.
 */
export async function countSignInAttempt(address: string, named: unknown): Promise<number | null> {
  const limits = limiters();
  const outcomes = [await limits.address.consume(address)];
  if (typeof named === 'string' && named.trim() !== '') outcomes.push(await limits.account.consume(named.trim().toLowerCase()));
  for (const outcome of outcomes) if (!outcome.allowed) return outcome.retryAfterSeconds;
  return null;
}

const tooManyAttempts = (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`;

/**
 * The same count for the auth API's sign-in steps (`path`: the request's path below the auth API);
 * over the limit it throws a 429. Other requests pass.
 */
export async function limitSignIn(request: Request, path: string): Promise<void> {
  const step = SIGN_IN_STEPS[path];
  if (!step) return;
  const body = await readJsonBody(request.clone(), { maxBytes: 64 * 1024 });
  const named = body && typeof body === 'object' ? step(body as Record<string, unknown>) : undefined;
  const wait = await countSignInAttempt(clientKey(request), named);
  if (wait !== null) throw new HttpError(429, tooManyAttempts(wait), undefined, { 'retry-after': String(wait) });
}
