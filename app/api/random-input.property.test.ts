/**
 * Property: whatever JSON (or non-JSON) arrives, no endpoint answers 5xx and nothing invalid is
 * stored. Bodies that the schema would accept (and that carry no honeypot) are filtered out, so
 * every generated request must leave the database unchanged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as streamRoute from '@/app/api/conversations/[id]/stream/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import * as revalidateRoute from '@/app/api/revalidate/route';
import { localAgents } from '@/lib/provider';
import { openDatabase } from '@/lib/store/sqlite/open';
import { countSubmissions } from '@/lib/store/submissions';
import { apiRequest, routeContext } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { chatContactSchema } from '@/lib/validation/chat-contact';
import { checkerLeadSchema } from '@/lib/validation/checker-lead';
import { conversationCreateSchema } from '@/lib/validation/conversation';
import { isHoneypotFilled } from '@/lib/validation/honeypot';
import { inquirySchema } from '@/lib/validation/inquiry';
import { messageSchema } from '@/lib/validation/message';
import { revalidateSchema } from '@/lib/cache/revalidate-request';

const agents = localAgents();

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(read: T) => read }));

const TOKEN = 'property-token-0123456789abcdef';
const RUNS = 120;
/** Hundreds of requests per property; generous so a busy 2-core machine does not time out. */
const PROPERTY_TIMEOUT_MS = 60_000;
const temp = makeTempDir();
let reader: Database.Database;
let conversationId = '';

const text = fc.oneof(fc.string(), fc.constantFrom('Lena Ko', 'Harbor Labs', 'x'.repeat(400), '  ', 'test'));
const fieldValues: Record<string, fc.Arbitrary<unknown>> = {
  name: text,
  company: text,
  email: fc.oneof(fc.emailAddress(), fc.string()),
  message: text,
  goal: fc.constantFrom('chat-widget', 'newsletter', ''),
  overallScore: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double()),
  clarityScore: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double()),
  proofScore: fc.integer({ min: -5, max: 30 }),
  mediaToneScore: fc.integer({ min: -5, max: 30 }),
  investorAppealScore: fc.integer({ min: -5, max: 30 }),
  pressReleaseText: fc.oneof(text, fc.string({ minLength: 300, maxLength: 400 })),
  strengths: text,
  improvements: text,
  purpose: fc.constantFrom('chat', 'checker', 'sales', ''),
  text,
  tags: fc.oneof(fc.array(fc.constantFrom('services', 'feed', 'pricing')), fc.string()),
  website: fc.oneof(fc.constant(''), fc.constant('https://bot.example'), fc.string()),
};

/** Objects with the endpoint's own keys (sometimes right, sometimes wrong) or any JSON at all. */
function bodies({ keys, schema, honeypot }: Target): fc.Arbitrary<unknown> {
  const shaped = fc.record(
    Object.fromEntries([...keys, 'website'].map((key) => [key, fc.oneof(fieldValues[key], fc.jsonValue())])),
    { requiredKeys: [] },
  );
  return fc
    .oneof(shaped, fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()))
    .filter((body) => !wouldStore(body, schema, honeypot));
}

/** A body the endpoint may legitimately store: valid for the schema and not caught by a honeypot. */
function wouldStore(body: unknown, schema: z.ZodType, honeypot: boolean): boolean {
  return !(honeypot && isHoneypotFilled(body)) && schema.safeParse(body).success;
}

type Target = {
  name: string;
  keys: string[];
  schema: z.ZodType;
  /** Whether the endpoint treats a filled `website` field as a bot (forms and tool bodies do). */
  honeypot: boolean;
  call: (request: Request) => Promise<Response>;
  path: () => string;
};

const targets: Target[] = [
  {
    name: 'POST /api/inquiry',
    keys: ['name', 'company', 'email', 'message'],
    schema: inquirySchema,
    honeypot: true,
    call: inquiryRoute.POST,
    path: () => '/api/inquiry',
  },
  {
    name: 'POST /api/chat/contact',
    keys: ['name', 'company', 'email', 'goal'],
    schema: chatContactSchema,
    honeypot: true,
    call: chatContactRoute.POST,
    path: () => '/api/chat/contact',
  },
  {
    name: 'POST /api/checker/lead',
    keys: [
      'name',
      'company',
      'email',
      'overallScore',
      'clarityScore',
      'proofScore',
      'mediaToneScore',
      'investorAppealScore',
      'pressReleaseText',
      'strengths',
      'improvements',
    ],
    schema: checkerLeadSchema,
    honeypot: true,
    call: checkerLeadRoute.POST,
    path: () => '/api/checker/lead',
  },
  {
    name: 'POST /api/conversations',
    keys: ['purpose'],
    schema: conversationCreateSchema,
    honeypot: false,
    call: conversationsRoute.POST,
    path: () => '/api/conversations',
  },
  {
    name: 'POST /api/conversations/{id}/messages',
    keys: ['text'],
    schema: messageSchema,
    honeypot: true,
    call: (request) => messagesRoute.POST(request, routeContext(conversationId)),
    path: () => `/api/conversations/${conversationId}/messages`,
  },
  {
    name: 'POST /api/revalidate',
    keys: ['tags'],
    schema: revalidateSchema,
    honeypot: false,
    call: (request) =>
      revalidateRoute.POST(
        new Request(request, { headers: { ...Object.fromEntries(request.headers), authorization: `Bearer ${TOKEN}` } }),
      ),
    path: () => '/api/revalidate',
  },
];

const count = (table: 'conversations' | 'messages') =>
  reader.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

function stored() {
  return [countSubmissions(reader), count('conversations'), count('messages')];
}

async function expectHandled(response: Response): Promise<void> {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error).toBe('string');
  } else {
    await response.body?.cancel();
  }
}

beforeAll(async () => {
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, REVALIDATE_TOKEN: TOKEN, ...HIGH_RATE_LIMITS });
  agents.chat = async function* () {
    yield 'ok';
  };
  const created = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
  conversationId = ((await created.json()) as { conversationId: string }).conversationId;
  reader = openDatabase(temp.dir);
});

afterAll(() => {
  delete agents.chat;
  reader.close();
  restoreTestEnv();
  temp.remove();
});

describe.each(targets)('random input to $name', (target) => {
  it('never answers 5xx and stores nothing, for random JSON bodies', { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await fc.assert(
      fc.asyncProperty(bodies(target), async (body) => {
        const before = stored();
        await expectHandled(await target.call(apiRequest(target.path(), body)));
        expect(stored()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it(
    'never answers 5xx and stores nothing, for random raw bodies and content types',
    { timeout: PROPERTY_TIMEOUT_MS },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
          fc.constantFrom('application/json', 'text/plain', 'application/vnd.api+json', 'multipart/form-data', ''),
          async (raw, contentType) => {
            // A raw body that happens to be valid JSON for the schema would be a legitimate write.
            fc.pre(!isStorableJson(raw, target));
            const before = stored();
            const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
            await expectHandled(
              await target.call(apiRequest(target.path(), undefined, { raw, headers, method: 'POST' })),
            );
            expect(stored()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

function isStorableJson(raw: string, target: Target): boolean {
  try {
    return wouldStore(JSON.parse(raw), target.schema, target.honeypot);
  } catch {
    return false;
  }
}

describe('random conversation ids', () => {
  it('answer 404 (never 5xx) on every conversation route', { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (id) => {
        fc.pre(id !== conversationId);
        const context = routeContext(id);
        for (const response of [
          await streamRoute.GET(apiRequest('/api/conversations/x/stream'), context),
          await messagesRoute.GET(apiRequest('/api/conversations/x/messages'), context),
          await messagesRoute.POST(apiRequest('/api/conversations/x/messages', { text: 'hello' }), context),
        ]) {
          expect(response.status).toBe(404);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
