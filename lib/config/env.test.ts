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
    expect(env).toMatchObject({ PROVIDER: 'embedded', DATA_DIR: '.data' });
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

describe('lead delivery settings', () => {
  it('reads durations as 90s, 15m, 24h or milliseconds, and defaults to 24 h and 15 min', () => {
    expect(serverEnv()).toMatchObject({ LEAD_DELIVERY_MAX_AGE: 86_400_000, LEAD_DELIVERY_BACKOFF_MAX: 900_000 });
    for (const [text, ms] of [
      ['90s', 90_000],
      ['2h', 7_200_000],
      ['1500', 1500],
      ['250ms', 250],
      ['7d', 604_800_000],
    ] as const) {
      resetServerEnvForTests();
      vi.stubEnv('LEAD_DELIVERY_MAX_AGE', text);
      expect(serverEnv().LEAD_DELIVERY_MAX_AGE).toBe(ms);
    }
    for (const bad of ['1.5h', '24 hours', '0', '-5s', 'h']) {
      resetServerEnvForTests();
      vi.stubEnv('LEAD_DELIVERY_MAX_AGE', bad);
      expect(() => serverEnv()).toThrow(/LEAD_DELIVERY_MAX_AGE must be a duration/);
    }
  });

  it('looks for new releases every minute unless told, and never less often than daily', () => {
    expect(serverEnv().ALERTS_CHECK_INTERVAL).toBe(60_000);
    resetServerEnvForTests();
    vi.stubEnv('ALERTS_CHECK_INTERVAL', '30d');
    expect(() => serverEnv()).toThrow(/ALERTS_CHECK_INTERVAL must be at most 24h/);
  });

  it('takes one or more recipients and refuses a channel configured by halves', () => {
    vi.stubEnv('SMTP_URL', 'smtps://user:pass@mail.example:465');
    vi.stubEnv('LEADS_EMAIL_FROM', 'site@kairo.example');
    vi.stubEnv('LEADS_EMAIL_TO', 'a@kairo.example, b@kairo.example');
    expect(serverEnv().LEADS_EMAIL_TO).toEqual(['a@kairo.example', 'b@kairo.example']);

    resetServerEnvForTests();
    vi.stubEnv('LEADS_EMAIL_TO', 'a@kairo.example, not an address');
    expect(() => serverEnv()).toThrow(/LEADS_EMAIL_TO must be one or more e-mail addresses/);

    resetServerEnvForTests();
    vi.stubEnv('LEADS_EMAIL_TO', '');
    expect(() => serverEnv()).toThrow(/LEADS_EMAIL_TO required with SMTP_URL, LEADS_EMAIL_FROM/);

    resetServerEnvForTests();
    vi.stubEnv('SMTP_URL', 'http://mail.example');
    expect(() => serverEnv()).toThrow(/SMTP_URL must be an smtp/);

    resetServerEnvForTests();
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('LEADS_EMAIL_FROM', '');
    vi.stubEnv('LEAD_WEBHOOK_URL', 'https://hooks.example/leads');
    expect(() => serverEnv()).toThrow(/LEAD_WEBHOOK_SECRET required with LEAD_WEBHOOK_URL/);
    resetServerEnvForTests();
    vi.stubEnv('LEAD_WEBHOOK_SECRET', 'not-a-secret');
    expect(() => serverEnv()).toThrow(/LEAD_WEBHOOK_SECRET must be a whsec_/);
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
