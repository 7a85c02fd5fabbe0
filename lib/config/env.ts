/**
 * Environment, parsed once with zod. A bad value throws at start-up (and so fails `next build`)
 * with a message naming the variable. Server-only values are read through `serverEnv()`.
 */
import { z } from 'zod';

const publicSchema = z.object({
  SITE_URL: z.url({ message: 'SITE_URL must be an absolute URL such as https://example.com' }).default('http://localhost:3000'),
});

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const serverSchema = z.object({
  PROVIDER: z.enum(['embedded', 'remote']).default('embedded'),
  DATA_DIR: z.string().min(1).default('.data'),
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
  CONVERSATION_MAX_MESSAGES: int(200),
  CONVERSATION_MAX_BYTES: int(1_048_576),
  CONVERSATION_HISTORY_LIMIT: int(50),
  CONVERSATION_RETENTION_DAYS: int(30),
  STREAMS_PER_CLIENT: int(8),
  AGENT_WORK_TIMEOUT_MS: int(2000),
  AGENT_WORKERS: int(1),
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
    cachedServerEnv = parse(serverSchema, process.env);
    if (cachedServerEnv.PROVIDER === 'remote' && !cachedServerEnv.PROVIDER_BASE_URL) {
      throw new Error('Invalid environment configuration — PROVIDER_BASE_URL is required when PROVIDER=remote');
    }
  }
  return cachedServerEnv;
}

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}
