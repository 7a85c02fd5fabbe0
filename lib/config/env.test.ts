import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests, serverEnv } from './env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

describe('serverEnv', () => {
  it('defaults to the embedded provider with no configuration', () => {
    vi.stubEnv('PROVIDER', '');
    const env = serverEnv();
    expect(env.PROVIDER).toBe('embedded');
    expect(env.DATA_DIR).toBe('.data');
    expect(env.RATE_LIMIT_FORMS_PER_MINUTE).toBeGreaterThan(0);
  });

  it('names the variable when a value is invalid', () => {
    vi.stubEnv('PROVIDER', 'carrier-pigeon');
    expect(() => serverEnv()).toThrow(/PROVIDER/);
    resetServerEnvForTests();
    vi.stubEnv('PROVIDER', 'embedded');
    vi.stubEnv('RATE_LIMIT_MESSAGES_PER_MINUTE', 'lots');
    expect(() => serverEnv()).toThrow(/RATE_LIMIT_MESSAGES_PER_MINUTE/);
  });

  it('requires a base URL for the remote provider', () => {
    vi.stubEnv('PROVIDER', 'remote');
    vi.stubEnv('PROVIDER_BASE_URL', '');
    expect(() => serverEnv()).toThrow(/PROVIDER_BASE_URL/);
  });
});
