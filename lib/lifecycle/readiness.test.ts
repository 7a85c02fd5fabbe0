import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkReadiness } from './readiness';

afterEach(() => vi.restoreAllMocks());

describe('checkReadiness', () => {
  it('is ready when every check answers', async () => {
    expect(await checkReadiness({ store: async () => undefined, cache: async () => undefined }, 500)).toEqual({
      ready: true,
    });
  });

  it('names a failing check without its error text, which goes to the log', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await checkReadiness(
      {
        store: async () => undefined,
        remote: async () => {
          throw new Error('connect ECONNREFUSED 10.1.2.3:443');
        },
      },
      500,
    );
    expect(outcome).toEqual({ ready: false, reason: 'remote is unavailable' });
    expect(JSON.stringify(outcome)).not.toContain('10.1.2.3');
  });

  it('gives up on a check that does not answer within the timeout and aborts its signal', async () => {
    let aborted = false;
    const outcome = await checkReadiness(
      {
        remote: (signal) =>
          new Promise(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
      },
      50,
    );
    expect(outcome).toEqual({ ready: false, reason: 'remote did not answer within 50 ms' });
    expect(aborted).toBe(true);
  });
});
