import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAlertStore, getAlertStore } from '@/lib/store/alerts';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { POST } from './route';

let temp: ReturnType<typeof makeTempDir>;

beforeEach(() => {
  temp = makeTempDir();
  setTestEnv({ DATA_DIR: temp.dir, ...HIGH_RATE_LIMITS });
});
afterEach(async () => {
  await closeAlertStore();
  restoreTestEnv();
  temp.remove();
});

/** The subscribe form as a browser posts it, URL-encoded, from the site's own page unless told otherwise. */
function post(fields: [string, string][], origin = 'http://localhost:3000'): Promise<Response> {
  return POST(
    new Request('http://localhost:3000/api/alerts/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:3000', 'sec-fetch-site': origin.includes('localhost') ? 'same-origin' : 'cross-site' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const base: [string, string][] = [['email', 'desk@press.example'], ['locale', 'ko'], ['languages', 'ko'], ['languages', 'en'], ['topics', 'Kairo Newsroom'], ['frequency', 'daily']];

describe('POST /api/alerts/subscribe', () => {
  it('stores the request, then answers with the "check your inbox" page in the form’s language', async () => {
    const response = await post(base);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ko/alerts/sent');
    expect(await getAlertStore().findByEmail('desk@press.example')).toMatchObject({ languages: ['ko', 'en'], frequency: 'daily', confirmedAt: null });
  });

  it('sends a refused form back to the field to correct, storing nothing', async () => {
    const withoutLanguage = base.filter(([name]) => name !== 'languages');
    expect((await post(withoutLanguage)).headers.get('location')).toBe('/ko/alerts/retry/languages');
    const badAddress = base.map(([name, value]): [string, string] => [name, name === 'email' ? 'not an address' : value]);
    expect((await post(badAddress)).headers.get('location')).toBe('/ko/alerts/retry/email');
    expect(await getAlertStore().findByEmail('desk@press.example')).toBeUndefined();
  });

  it('refuses a post from another site and a body past the form limit', async () => {
    expect((await post(base, 'https://elsewhere.example')).headers.get('location')).toBe('/ko/alerts/retry/other');
    const huge = await post([...base, ['filler', 'x'.repeat(20_000)]]);
    expect(huge.status).toBe(303);
    expect(huge.headers.get('location')).toBe('/alerts/retry/other');
    expect(await getAlertStore().findByEmail('desk@press.example')).toBeUndefined();
  });
});
