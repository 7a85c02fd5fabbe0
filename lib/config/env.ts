/**
 * Environment, parsed once with zod. A bad value throws at start-up (and so fails `next build`)
 * with a message naming the variable. Server-only values are read through `serverEnv()`.
 */
import { z } from 'zod';
import { parseDuration } from './duration';

const DEFAULT_SITE_URL = 'http://localhost:3000';

const publicSchema = z.object({
  SITE_URL: z
    .url({ message: 'SITE_URL must be an absolute URL such as https://example.com' })
    .default(DEFAULT_SITE_URL),
});

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const duration = (name: string, fallback: string) =>
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

const serverSchema = z.object({
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
});

export type ServerEnv = z.infer<typeof serverSchema>;

function parse<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  // Empty strings mean "unset", as in a copied .env.example.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration — ${problems}`);
  }
  return result.data;
}

export const env = parse(publicSchema, { SITE_URL: process.env.SITE_URL });

let cachedServerEnv: ServerEnv | undefined;

/** Server-side configuration; throws with the variable's name when a value is invalid. */
export function serverEnv(): ServerEnv {
  if (!cachedServerEnv) {
    const parsed = parse(serverSchema, process.env);
    if (parsed.PROVIDER === 'remote' && !parsed.PROVIDER_BASE_URL) {
      throw new Error('Invalid environment configuration — PROVIDER_BASE_URL is required when PROVIDER=remote');
    }
    requireTogether(parsed, ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM']);
    requireTogether(parsed, ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET']);
    cachedServerEnv = parsed;
  }
  return cachedServerEnv;
}

/** A channel configured by halves would drop leads silently, so it stops the start instead. */
function requireTogether(parsed: ServerEnv, names: (keyof ServerEnv)[]): void {
  const set = names.filter((name) => parsed[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => parsed[name] === undefined);
    throw new Error(`Invalid environment configuration — ${missing.join(', ')} required with ${set.join(', ')}`);
  }
}

/**
 * Without SITE_URL every absolute URL the site prints falls back to localhost, which nothing warns
 * about in a browser. Returns the warning to log when it is unset, or throws with
 * REQUIRE_SITE_URL=true so a production deployment cannot start (or build) that way.
 */
export function checkSiteUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  if (source.SITE_URL) return undefined;
  const problem =
    `SITE_URL is not set, so canonical links, Open Graph and X card URLs, JSON-LD, sitemap.xml, robots.txt and the RSS feed ` +
    `all point at ${DEFAULT_SITE_URL}. Set SITE_URL to the public address (e.g. https://www.example.com) for both the build and the server.`;
  if (parse(serverSchema, source).REQUIRE_SITE_URL) {
    throw new Error(
      `Invalid environment configuration — ${problem} (REQUIRE_SITE_URL=true refuses to go on without it)`,
    );
  }
  return problem;
}

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}
