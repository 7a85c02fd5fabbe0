import { afterEach, describe, expect, it } from 'vitest';
import { restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { HttpError } from './errors';
import { parseHistoryQuery } from './history-query';
import { isDecodablePath, malformedPathResponse, MALFORMED_PATH_ERROR } from './malformed-path';
import { rejectCrossSite } from './same-origin';
import { acquireStreamSlot } from './stream-slots';

afterEach(() => restoreTestEnv());

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:4000/api/inquiry', { method: 'POST', headers: { host: '127.0.0.1:4000', ...headers } });

function statusOf(action: () => unknown): number | 'ok' {
  try {
    action();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('rejectCrossSite', () => {
  it('lets requests without browser headers through (curl, server to server)', () => {
    expect(statusOf(() => rejectCrossSite(post({})))).toBe('ok');
  });

  it('accepts same-origin and same-site browsers, and the SITE_URL origin', () => {
    expect(statusOf(() => rejectCrossSite(post({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4000' })))).toBe('ok');
    expect(statusOf(() => rejectCrossSite(post({ 'sec-fetch-site': 'none' })))).toBe('ok');
    expect(statusOf(() => rejectCrossSite(post({ origin: 'http://localhost:3000' })))).toBe('ok');
    // Behind a TLS-terminating proxy: the browser's origin is https, the proxy names the host.
    setTestEnv({ TRUSTED_PROXY_HOPS: '1' });
    expect(
      statusOf(() => rejectCrossSite(post({ origin: 'https://pr.example', 'x-forwarded-host': 'pr.example' }))),
    ).toBe('ok');
  });

  it('ignores X-Forwarded-Host without a trusted proxy: a client writes it itself', () => {
    setTestEnv({ TRUSTED_PROXY_HOPS: '0' });
    expect(
      statusOf(() => rejectCrossSite(post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }))),
    ).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site and a foreign, opaque or look-alike Origin with 403', () => {
    expect(statusOf(() => rejectCrossSite(post({ 'sec-fetch-site': 'cross-site' })))).toBe(403);
    expect(statusOf(() => rejectCrossSite(post({ origin: 'https://evil.example' })))).toBe(403);
    expect(statusOf(() => rejectCrossSite(post({ origin: 'null' })))).toBe(403);
    expect(statusOf(() => rejectCrossSite(post({ origin: 'http://127.0.0.1:4000.evil.example' })))).toBe(403);
    expect(statusOf(() => rejectCrossSite(post({ origin: 'http://127.0.0.1:4001' })))).toBe(403);
  });
});

describe('acquireStreamSlot', () => {
  const from = (ip: string) => new Request('http://localhost/api/x', { headers: { 'x-forwarded-for': ip } });

  it('holds STREAMS_PER_CLIENT streams per client, 429 past it, and frees a slot once per release', () => {
    setTestEnv({ STREAMS_PER_CLIENT: '2' });
    const first = acquireStreamSlot(from('192.0.2.7'));
    acquireStreamSlot(from('192.0.2.7'));
    expect(statusOf(() => acquireStreamSlot(from('192.0.2.7')))).toBe(429);
    expect(statusOf(() => acquireStreamSlot(from('192.0.2.8')))).toBe('ok');
    first();
    first();
    expect(statusOf(() => acquireStreamSlot(from('192.0.2.7')))).toBe('ok');
    expect(statusOf(() => acquireStreamSlot(from('192.0.2.7')))).toBe(429);
  });
});

describe('malformed paths', () => {
  it('tells undecodable percent-encoding apart', () => {
    expect(isDecodablePath('/prstudio/caf%C3%A9')).toBe(true);
    expect(isDecodablePath('/prstudio/%')).toBe(false);
    expect(isDecodablePath('/prstudio/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/api/conversations/%/messages')).toBe(false);
  });

  it('answers 400 with the security headers: JSON under /api, a page elsewhere', async () => {
    expect(malformedPathResponse('/pricing')).toBeNull();
    const api = malformedPathResponse('/api/conversations/%/messages')!;
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: MALFORMED_PATH_ERROR });
    const page = malformedPathResponse('/prstudio/%E0%A4%A')!;
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    for (const response of [api, page]) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('parseHistoryQuery', () => {
  const url = (query: string) => new URL(`http://localhost/api/conversations/c/messages${query}`);

  it('defaults to the largest page and reads limit and before', () => {
    expect(parseHistoryQuery(url(''), 50)).toEqual({ limit: 50, before: undefined });
    expect(parseHistoryQuery(url('?limit=5&before=abc-1'), 50)).toEqual({ limit: 5, before: 'abc-1' });
  });

  it('refuses a limit outside 1..max and a malformed before with 400', () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=2.5', '?limit=x', '?before=..', '?before=a%2Fb']) {
      expect(statusOf(() => parseHistoryQuery(url(query), 50)), query).toBe(400);
    }
  });
});
