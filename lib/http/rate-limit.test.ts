import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { enforceRateLimit } from './rate-limit';
import { restoreTestEnv, setTestEnv } from '@/lib/testing/env';
import { clientKey } from './client-key';

const request = (ip: string) => new Request('http://localhost/api/inquiry', { headers: { 'x-forwarded-for': ip } });

afterEach(() => restoreTestEnv());

describe('enforceRateLimit', () => {
  it('allows the limit per one-minute fixed window, then refuses until the window ends', () => {
    setTestEnv({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) enforceRateLimit(request('192.0.2.1'), 'forms', start + i * 1000);
    let refused: unknown;
    try {
      enforceRateLimit(request('192.0.2.1'), 'forms', start + 20_500);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).headers).toEqual({ 'retry-after': '40' });

    expect(() => enforceRateLimit(request('192.0.2.1'), 'forms', start + 59_999)).toThrow(HttpError);
    expect(() => enforceRateLimit(request('192.0.2.1'), 'forms', start + 60_000)).not.toThrow();
  });

  it('reads the limit from the environment for each bucket', () => {
    setTestEnv({ RATE_LIMIT_MESSAGES_PER_MINUTE: '1', RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '2' });
    enforceRateLimit(request('192.0.2.2'), 'messages', 0);
    expect(() => enforceRateLimit(request('192.0.2.2'), 'messages', 1)).toThrow(HttpError);
    enforceRateLimit(request('192.0.2.2'), 'conversations', 0);
    enforceRateLimit(request('192.0.2.2'), 'conversations', 1);
    expect(() => enforceRateLimit(request('192.0.2.2'), 'conversations', 2)).toThrow(HttpError);
  });
});

describe('clientKey', () => {
  it('uses the first x-forwarded-for hop, else "local"', () => {
    expect(clientKey(request(' 203.0.113.9 , 10.0.0.1'))).toBe('203.0.113.9');
    expect(clientKey(new Request('http://localhost/'))).toBe('local');
    expect(clientKey(request(' , 10.0.0.1'))).toBe('local');
  });
});
