/**
 * The environment's one schema and parser, in plain JavaScript so that what Node runs without a
 * build (server.mjs, the cache handler Next loads by path, the scripts) parses it exactly as the
 * app does; lib/config/env.ts re-exports it typed. Every variable the code reads is declared here
 * (and in README.md and .env.example), except those the tools set themselves: NODE_ENV, NEXT_PHASE,
 * NEXT_RUNTIME, VERCEL, VITEST. A bad value throws with a message naming the variable.
 */
import { z } from 'zod';
import { parseDuration } from './duration.mjs';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const publicSchema = z.object({
  SITE_URL: z
    .url({ message: 'SITE_URL must be an absolute URL such as https://example.com' })
    .default(DEFAULT_SITE_URL),
});

/** @param {number} fallback */
const int = (fallback) => z.coerce.number().int().positive().default(fallback);

/**
 * @param {string} name
 * @param {string} fallback
 */
const duration = (name, fallback) =>
  z
    .string()
    .default(fallback)
    .transform((text, context) => {
      const ms = parseDuration(text);
      if (ms === undefined || ms <= 0) {
        context.addIssue({ code: 'custom', message: `${name} must be a duration such as 90s, 15m or 24h, or milliseconds` });
        return z.NEVER;
      }
      return ms;
    });

const emailList = z
  .string()
  .transform((text) => text.split(',').map((address) => address.trim()).filter(Boolean))
  .pipe(z.array(z.email('LEADS_EMAIL_TO must be one or more e-mail addresses separated by commas')).min(1));

export const serverSchema = z.object({
  PROVIDER: z.enum(['embedded', 'remote']).default('embedded'),
  DATA_DIR: z.string().min(1).default('.data'),
  CONTENT_DIR: z.string().min(1).default('content'),
  PROVIDER_BASE_URL: z.url().optional(),
  PROVIDER_TOKEN: z.string().min(1).optional(),
  PROVIDER_TIMEOUT_MS: int(8000),
  PROVIDER_SERVICES_PROJECT_ID: z.string().min(1).default('services'),
  PROVIDER_CASE_STUDIES_PROJECT_ID: z.string().min(1).default('case-studies'),
  PROVIDER_INQUIRY_FORM_ID: z.string().min(1).default('inquiry'),
  PROVIDER_CHAT_CONTACT_FORM_ID: z.string().min(1).default('chat-contact'),
  PROVIDER_CHECKER_WEBHOOK_ID: z.string().min(1).default('checker-lead'),
  PROVIDER_CHAT_AGENT_ID: z.string().min(1).default('chat'),
  PROVIDER_CHECKER_AGENT_ID: z.string().min(1).default('checker'),
  REVALIDATE_TOKEN: z.string().min(16, 'REVALIDATE_TOKEN must be at least 16 characters').optional(),
  FEED_URL: z.url().optional(),
  // Search engines of the site's markets confirm ownership by a meta tag (docs/operations.md#search-engine-verification).
  NAVER_SITE_VERIFICATION: z.string().regex(/^[\w-]{8,100}$/, 'NAVER_SITE_VERIFICATION must be the code Naver Search Advisor gives').optional(),
  BAIDU_SITE_VERIFICATION: z.string().regex(/^[\w-]{6,100}$/, 'BAIDU_SITE_VERIFICATION must be the code Baidu Ziyuan gives').optional(),
  FEED_TIMEOUT_MS: int(5000),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).default('llama3.1'),
  LLM_API_KEY: z.string().optional(),
  RATE_LIMIT_FORMS_PER_MINUTE: int(10),
  RATE_LIMIT_CONVERSATIONS_PER_MINUTE: int(10),
  RATE_LIMIT_MESSAGES_PER_MINUTE: int(30),
  RATE_LIMIT_HISTORY_READS_PER_MINUTE: int(30),
  DATABASE_URL: z
    .url({ message: 'DATABASE_URL must be a URL such as postgres://user:password@host:5432/db' })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PG_POOL_MAX: int(10),
  REDIS_URL: z
    .url({ message: 'REDIS_URL must be a URL such as redis://host:6379' })
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX may hold letters, digits and _ : . - (at most 64)').default('kairo:'),
  REQUIRE_SHARED_STATE: z
    .enum(['true', 'false'], { message: 'REQUIRE_SHARED_STATE must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  LEADS_EMAIL_TO: emailList.optional(),
  LEADS_EMAIL_FROM: z.email('LEADS_EMAIL_FROM must be one e-mail address').optional(),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'LEAD_WEBHOOK_URL must be an http(s) URL' }).optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'LEAD_WEBHOOK_SECRET must be a whsec_… base64 secret')
    .optional(),
  LEAD_DELIVERY_MAX_AGE: duration('LEAD_DELIVERY_MAX_AGE', '24h'),
  LEAD_DELIVERY_BACKOFF_MAX: duration('LEAD_DELIVERY_BACKOFF_MAX', '15m'),
  LEADS_DELIVER_TOKEN: z.string().min(16, 'LEADS_DELIVER_TOKEN must be at least 16 characters').optional(),
  REQUIRE_SITE_URL: z
    .enum(['true', 'false'], { message: 'REQUIRE_SITE_URL must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  RATE_LIMIT_MAX_CLIENTS: int(20_000),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  CLIENT_IP_HEADER: z.enum(['x-real-ip', 'cf-connecting-ip', 'x-vercel-forwarded-for']).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOSTNAME: z.string().min(1).optional(),
  KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(0).max(600_000).optional(),
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
  CONVERSATION_MAX_MESSAGES: int(200),
  CONVERSATION_MAX_BYTES: int(1_048_576),
  CONVERSATION_HISTORY_LIMIT: int(50),
  CONVERSATION_RETENTION_DAYS: int(30),
  STREAMS_PER_CLIENT: int(8),
  AGENT_WORK_TIMEOUT_MS: int(2000),
  /** Unset: lib/agents/work picks from the cores. */
  AGENT_WORKERS: z.coerce.number().int().positive().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  ADMIN_SESSION_TTL: duration('ADMIN_SESSION_TTL', '8h'),
  ADMIN_SIGN_IN_ATTEMPTS: int(10),
  ADMIN_EMAIL_FROM: z.email('ADMIN_EMAIL_FROM must be one e-mail address').optional(),
  ALERTS_EMAIL_FROM: z.email('ALERTS_EMAIL_FROM must be one e-mail address').optional(),
  ALERTS_CONFIRM_TTL: duration('ALERTS_CONFIRM_TTL', '48h'),
  ALERTS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  // A timer takes at most 2^31 ms; a day is more than any newsroom would wait.
  ALERTS_CHECK_INTERVAL: duration('ALERTS_CHECK_INTERVAL', '1m').pipe(z.number().max(86_400_000, 'ALERTS_CHECK_INTERVAL must be at most 24h')),
});

/**
 * @template {z.ZodType} T
 * @param {T} schema
 * @param {Record<string, string | undefined>} source
 * @returns {z.infer<T>}
 */
export function parseEnv(schema, source) {
  // Empty strings mean "unset", as in a copied .env.example.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration — ${problems}`);
  }
  return result.data;
}

/**
 * The server's configuration from `source`, with the rules that tie variables together.
 * @param {Record<string, string | undefined>} source
 * @returns {z.infer<typeof serverSchema>}
 */
export function parseServerEnv(source) {
  const parsed = parseEnv(serverSchema, source);
  if (parsed.PROVIDER === 'remote' && !parsed.PROVIDER_BASE_URL) {
    throw new Error('Invalid environment configuration — PROVIDER_BASE_URL is required when PROVIDER=remote');
  }
  requireTogether(parsed, ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM']);
  requireTogether(parsed, ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET']);
  if (parsed.ALERTS_EMAIL_FROM && !parsed.SMTP_URL) {
    throw new Error('Invalid environment configuration — SMTP_URL required with ALERTS_EMAIL_FROM');
  }
  return parsed;
}

/**
 * A channel configured by halves would drop leads silently, so it stops the start instead.
 * @param {Record<string, unknown>} parsed
 * @param {string[]} names
 */
function requireTogether(parsed, names) {
  const set = names.filter((name) => parsed[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => parsed[name] === undefined);
    throw new Error(`Invalid environment configuration — ${missing.join(', ')} required with ${set.join(', ')}`);
  }
}
