import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests, serverEnv } from './env';
import { assertSharedState } from './shared-state';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

function envWith(vars: Record<string, string>) {
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'REQUIRE_SHARED_STATE', 'REDIS_PREFIX', 'PG_POOL_MAX']) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetServerEnvForTests();
  return serverEnv();
}

describe('cluster configuration', () => {
  it('defaults to the embedded mode: no URLs, prefix kairo:, pool of 10, shared state not required', () => {
    const env = envWith({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env).toMatchObject({ REDIS_PREFIX: 'kairo:', PG_POOL_MAX: 10, REQUIRE_SHARED_STATE: false });
    expect(() => assertSharedState(env)).not.toThrow();
  });

  it('refuses to start without the URLs when shared state is required, naming what is missing', () => {
    expect(() => assertSharedState(envWith({ REQUIRE_SHARED_STATE: 'true' }))).toThrow(
      'REQUIRE_SHARED_STATE=true but DATABASE_URL and REDIS_URL are not set',
    );
    expect(() => assertSharedState(envWith({ REQUIRE_SHARED_STATE: 'true', DATABASE_URL: 'postgres://db/site' }))).toThrow(
      'REQUIRE_SHARED_STATE=true but REDIS_URL is not set',
    );
    expect(() =>
      assertSharedState(envWith({ REQUIRE_SHARED_STATE: 'true', DATABASE_URL: 'postgres://db/site', REDIS_URL: 'redis://cache:6379' })),
    ).not.toThrow();
  });

  it('names the variable when a URL has the wrong scheme or a flag is not a boolean', () => {
    expect(() => envWith({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => envWith({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis/);
    expect(() => envWith({ REQUIRE_SHARED_STATE: 'yes' })).toThrow(/REQUIRE_SHARED_STATE/);
    expect(() => envWith({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
    expect(() => envWith({ REDIS_PREFIX: 'bad prefix' })).toThrow(/REDIS_PREFIX/);
  });
});
