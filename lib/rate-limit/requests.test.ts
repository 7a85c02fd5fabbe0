import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http/errors';
import { enforceRateLimit } from './requests';
import { restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { clientKeyFrom, normalizeAddress } from '@/lib/http/client-key';

const request = (forwardedFor: string) =>
  new Request('http://localhost/api/inquiry', { headers: { 'x-forwarded-for': forwardedFor } });

afterEach(() => {
  vi.useRealTimers();
  restoreTestEnv();
});

async function refusal(action: Promise<unknown>): Promise<HttpError | undefined> {
  try {
    await action;
  } catch (error) {
    return error as HttpError;
  }
  return undefined;
}

describe('enforceRateLimit', () => {
  it('allows the limit per one-minute window, then refuses with Retry-After until the window ends', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setTestEnv({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) {
      await enforceRateLimit(request('192.0.2.1'), 'forms');
      vi.advanceTimersByTime(1000);
    }
    vi.advanceTimersByTime(17_500);
    const refused = await refusal(enforceRateLimit(request('192.0.2.1'), 'forms'));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused?.status).toBe(429);
    expect(refused?.headers).toEqual({ 'retry-after': '40' });

    vi.advanceTimersByTime(39_499);
    expect(await refusal(enforceRateLimit(request('192.0.2.1'), 'forms'))).toBeInstanceOf(HttpError);
    vi.advanceTimersByTime(1);
    expect(await refusal(enforceRateLimit(request('192.0.2.1'), 'forms'))).toBeUndefined();
  });

  it('reads the limit from the environment for each bucket', async () => {
    setTestEnv({ RATE_LIMIT_MESSAGES_PER_MINUTE: '1', RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '2' });
    await enforceRateLimit(request('192.0.2.2'), 'messages');
    expect(await refusal(enforceRateLimit(request('192.0.2.2'), 'messages'))).toBeInstanceOf(HttpError);
    await enforceRateLimit(request('192.0.2.2'), 'conversations');
    await enforceRateLimit(request('192.0.2.2'), 'conversations');
    expect(await refusal(enforceRateLimit(request('192.0.2.2'), 'conversations'))).toBeInstanceOf(HttpError);
  });

  it('with no trusted proxy, a forged X-Forwarded-For does not split the budget', async () => {
    setTestEnv({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    // server.mjs appends the peer address: 198.51.100.7 is the real client each time.
    await enforceRateLimit(request('10.0.0.1, 198.51.100.7'), 'forms');
    await enforceRateLimit(request('10.0.0.2, 198.51.100.7'), 'forms');
    expect(await refusal(enforceRateLimit(request('10.0.0.3, 198.51.100.7'), 'forms'))).toBeInstanceOf(HttpError);
  });
});

describe('clientKeyFrom', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('with 0 hops takes the peer address the server appended last', () => {
    const h = headers({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1, 192.0.2.50' });
    expect(clientKeyFrom(h, { trustedProxyHops: 0 })).toBe('192.0.2.50');
  });

  it('with n hops takes the entry the n-th proxy from the server appended, never one the client wrote', () => {
    // forged by the client, the client as the outer proxy saw it, the inner proxy, the peer
    const h = headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2, 10.0.0.3' });
    expect(clientKeyFrom(h, { trustedProxyHops: 1 })).toBe('10.0.0.2');
    expect(clientKeyFrom(h, { trustedProxyHops: 2 })).toBe('203.0.113.9');
  });

  it('uses the leftmost entry when the chain is shorter than the hops, and "unknown" without any', () => {
    expect(clientKeyFrom(headers({ 'x-forwarded-for': '192.0.2.1' }), { trustedProxyHops: 2 })).toBe('192.0.2.1');
    expect(clientKeyFrom(headers({}), { trustedProxyHops: 0 })).toBe('unknown');
  });

  it('reads a platform header only when configured', () => {
    const h = headers({ 'cf-connecting-ip': '203.0.113.77', 'x-forwarded-for': '192.0.2.9' });
    expect(clientKeyFrom(h, { trustedProxyHops: 0 })).toBe('192.0.2.9');
    expect(clientKeyFrom(h, { trustedProxyHops: 0, clientIpHeader: 'cf-connecting-ip' })).toBe('203.0.113.77');
    expect(
      clientKeyFrom(headers({ 'x-forwarded-for': '192.0.2.9' }), { trustedProxyHops: 0, clientIpHeader: 'x-real-ip' }),
    ).toBe('192.0.2.9');
  });
});

describe('normalizeAddress', () => {
  it('maps IPv4-mapped IPv6 to IPv4 and IPv6 to its /64', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(normalizeAddress('2001:DB8:abcd:0012::99')).toBe('2001:db8:abcd:12::/64');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalizeAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
  });
});
