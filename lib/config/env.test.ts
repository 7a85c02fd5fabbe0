import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSiteUrl, resetServerEnvForTests, serverEnv } from './env';

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

describe('checkSiteUrl', () => {
  it('says nothing when SITE_URL is set', () => {
    expect(checkSiteUrl({ SITE_URL: 'https://kairo-pr.example', REQUIRE_SITE_URL: 'true' })).toBeUndefined();
  });

  it('warns, naming everything that would point at localhost, when SITE_URL is unset or empty', () => {
    for (const source of [{}, { SITE_URL: '' }]) {
      const warning = checkSiteUrl(source);
      for (const affected of [
        'canonical',
        'Open Graph',
        'JSON-LD',
        'sitemap.xml',
        'robots.txt',
        'RSS feed',
        'http://localhost:3000',
      ]) {
        expect(warning).toContain(affected);
      }
    }
  });

  it('refuses with REQUIRE_SITE_URL=true and rejects values other than true or false', () => {
    expect(() => checkSiteUrl({ REQUIRE_SITE_URL: 'true' })).toThrow(/SITE_URL is not set.*REQUIRE_SITE_URL=true/);
    expect(checkSiteUrl({ REQUIRE_SITE_URL: 'false' })).toContain('SITE_URL is not set');
    expect(() => checkSiteUrl({ REQUIRE_SITE_URL: 'yes' })).toThrow(/REQUIRE_SITE_URL must be true or false/);
  });
});
