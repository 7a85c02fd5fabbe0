/**
 * Every class of bad input on every endpoint gets its own status and a readable JSON error, never
 * a 500 or a stack trace, and nothing is stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as streamRoute from '@/app/api/conversations/[id]/stream/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import * as revalidateRoute from '@/app/api/revalidate/route';
import { cacheTags } from '@/lib/content/cache-tags';
import { localAgents } from '@/lib/provider';
import { openDatabase } from '@/lib/store/sqlite/open';
import { countSubmissions } from '@/lib/store/submissions';
import { FORM_BODY_LIMIT, TOOL_BODY_LIMIT } from '@/lib/http/json-body';
import { apiRequest, routeContext } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';

const agents = localAgents();

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag, unstable_cache: <T>(read: T) => read }));

const TOKEN = 'revalidate-token-0123456789abcdef';
const temp = makeTempDir();
let reader: Database.Database;
let conversationId = '';

const contact = { name: 'Arjun Mehta', company: 'Tessellate Pay', email: 'arjun@tessellate.example' };
const pressRelease =
  'HO CHI MINH CITY — Tessellate Pay today launched merchant settlement in Vietnamese dong within four hours, ' +
  'cutting the wait for 3,200 online sellers from two business days. The service runs on licensed banking partners ' +
  'and reconciles card, QR and wallet payments in one ledger. Pilot merchants saw chargeback disputes resolved ' +
  'twice as fast during the eight-week trial, the company said.';
const validLead = {
  ...contact,
  overallScore: 64,
  clarityScore: 18,
  proofScore: 15,
  mediaToneScore: 16,
  investorAppealScore: 15,
  pressReleaseText: pressRelease,
  strengths: 'Clear messaging',
  improvements: 'Add data points',
};

type Endpoint = {
  name: string;
  path: () => string;
  call: (request: Request) => Promise<Response>;
  valid: () => unknown;
  limit: number;
  headers?: Record<string, string>;
  successStatus: number;
  /** Schema failures: a body and the fields the answer must name. */
  invalid: { body: unknown; fields: Record<string, string | RegExp> }[];
};

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/inquiry',
    path: () => '/api/inquiry',
    call: (request) => inquiryRoute.POST(request),
    valid: () => ({ ...contact, message: 'We are raising a Series A in Q3.' }),
    limit: FORM_BODY_LIMIT,
    successStatus: 200,
    invalid: [
      {
        body: {},
        fields: {
          name: 'Please enter your name.',
          company: 'Please enter your company or project name.',
          email: 'Please enter your email address.',
          message: 'Please enter a message.',
        },
      },
      {
        body: { ...contact, email: 'arjun.at.tessellate', message: 'Hi' },
        fields: { email: 'Please enter a valid email address.' },
      },
      { body: { ...contact, name: '   ', message: 'Hi' }, fields: { name: 'Please enter your name.' } },
      { body: { ...contact, message: 'x'.repeat(5001) }, fields: { message: /at most 5000/ } },
      {
        body: { ...contact, company: 42, message: 'Hi' },
        fields: { company: 'Please enter your company or project name.' },
      },
    ],
  },
  {
    name: 'POST /api/chat/contact',
    path: () => '/api/chat/contact',
    call: (request) => chatContactRoute.POST(request),
    valid: () => ({ ...contact, goal: 'chat-widget' }),
    limit: FORM_BODY_LIMIT,
    successStatus: 200,
    invalid: [
      { body: { ...contact, goal: 'newsletter' }, fields: { goal: 'goal must be "chat-widget".' } },
      { body: { ...contact }, fields: { goal: 'goal must be "chat-widget".' } },
      { body: { ...contact, email: '', goal: 'chat-widget' }, fields: { email: 'Please enter your email address.' } },
    ],
  },
  {
    name: 'POST /api/checker/lead',
    path: () => '/api/checker/lead',
    call: (request) => checkerLeadRoute.POST(request),
    valid: () => validLead,
    limit: TOOL_BODY_LIMIT,
    successStatus: 200,
    invalid: [
      {
        body: { ...validLead, clarityScore: 26 },
        fields: { clarityScore: 'clarityScore must be a whole number from 0 to 25.' },
      },
      { body: { ...validLead, proofScore: -1 }, fields: { proofScore: /whole number from 0 to 25/ } },
      { body: { ...validLead, mediaToneScore: 12.5 }, fields: { mediaToneScore: /whole number from 0 to 25/ } },
      {
        body: { ...validLead, investorAppealScore: '20' },
        fields: { investorAppealScore: /whole number from 0 to 25/ },
      },
      {
        body: { ...validLead, overallScore: 101 },
        fields: { overallScore: 'overallScore must be a whole number from 0 to 100.' },
      },
      {
        body: { ...validLead, pressReleaseText: 'Too short to analyse.' },
        fields: { pressReleaseText: 'Please provide at least 300 characters for accurate analysis.' },
      },
      {
        body: { ...validLead, pressReleaseText: `${pressRelease} Contact: test desk.` },
        fields: { pressReleaseText: 'Please provide a complete press release for accurate analysis.' },
      },
      {
        body: { ...validLead, pressReleaseText: `${pressRelease}!!!!!!!!` },
        fields: { pressReleaseText: 'Please provide a complete press release for accurate analysis.' },
      },
    ],
  },
  {
    name: 'POST /api/conversations',
    path: () => '/api/conversations',
    call: (request) => conversationsRoute.POST(request),
    valid: () => ({ purpose: 'chat' }),
    limit: FORM_BODY_LIMIT,
    successStatus: 201,
    invalid: [
      { body: {}, fields: { purpose: 'purpose must be "chat" or "checker".' } },
      { body: { purpose: 'sales' }, fields: { purpose: 'purpose must be "chat" or "checker".' } },
    ],
  },
  {
    name: 'POST /api/conversations/{id}/messages',
    path: () => `/api/conversations/${conversationId}/messages`,
    call: (request) => messagesRoute.POST(request, routeContext(conversationId)),
    valid: () => ({ text: 'Which outlets cover tokenised treasuries?' }),
    limit: TOOL_BODY_LIMIT,
    successStatus: 202,
    invalid: [
      { body: { text: ' \n\t ' }, fields: { text: 'Please enter a message.' } },
      { body: { text: 7 }, fields: { text: 'Please enter a message.' } },
      { body: { text: 'a'.repeat(20001) }, fields: { text: 'A message can be at most 20000 characters.' } },
    ],
  },
  {
    name: 'POST /api/revalidate',
    path: () => '/api/revalidate',
    call: (request) => revalidateRoute.POST(request),
    valid: () => ({ tags: ['feed'] }),
    limit: 4 * 1024,
    headers: { authorization: `Bearer ${TOKEN}` },
    successStatus: 200,
    invalid: [
      { body: { tags: ['pricing'] }, fields: { 'tags.0': /may only contain/ } },
      { body: { tags: [] }, fields: { tags: 'tags must name at least one cache tag.' } },
      { body: { tags: 'feed' }, fields: { tags: 'tags must be a list of cache tags.' } },
    ],
  },
];

const count = (table: 'conversations' | 'messages') =>
  reader.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

function stored() {
  return {
    submissions: countSubmissions(reader),
    conversations: count('conversations'),
    messages: count('messages'),
  };
}

async function expectError(
  response: Response,
  status: number,
): Promise<{ error: string; fields?: Record<string, string> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string; fields?: Record<string, string> };
  expect(Object.keys(body).every((key) => key === 'error' || key === 'fields')).toBe(true);
  expect(body.error).toEqual(expect.any(String));
  expect(body.error.length).toBeGreaterThan(10);
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+:\d+|Error:|SQLITE|undefined/);
  return body;
}

beforeAll(async () => {
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, REVALIDATE_TOKEN: TOKEN, ...HIGH_RATE_LIMITS });
  agents.chat = async function* () {
    yield 'Noted.';
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

describe.each(endpoints)('$name', (endpoint) => {
  const request = (init: Parameters<typeof apiRequest>[2], body?: unknown) =>
    endpoint.call(apiRequest(endpoint.path(), body, { ...init, headers: { ...endpoint.headers, ...init?.headers } }));

  let before: ReturnType<typeof stored>;
  beforeEach(() => {
    before = stored();
  });

  it('accepts the valid body (so the failures below are about the one thing changed)', async () => {
    const response = await request({}, endpoint.valid());
    expect(response.status).toBe(endpoint.successStatus);
  });

  it('415 for a body that is not JSON by content type', async () => {
    const raw = JSON.stringify(endpoint.valid());
    await expectError(await request({ raw, headers: { 'content-type': 'text/plain' } }), 415);
    await expectError(await request({ raw, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415);
    await expectError(await request({ raw: new TextEncoder().encode(raw) }), 415);
    expect(stored()).toEqual(before);
  });

  it('413 for a body over the limit, declared or not', async () => {
    const oversized = JSON.stringify({ ...(endpoint.valid() as object), padding: 'x'.repeat(endpoint.limit) });
    const json = { 'content-type': 'application/json' };
    const body = await expectError(await request({ raw: oversized, headers: json }), 413);
    expect(body.error).toMatch(/larger than/);
    await expectError(
      await request({ raw: '{}', headers: { ...json, 'content-length': String(endpoint.limit + 1) } }),
      413,
    );
    expect(stored()).toEqual(before);
  });

  it('400 for malformed JSON, invalid UTF-8 and (where a body is required) an empty body', async () => {
    const malformed = request({
      raw: '{"name": "Arjun",',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect((await expectError(await malformed, 400)).error).toBe('The request body is not valid JSON.');
    await expectError(
      await request({ raw: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), headers: { 'content-type': 'application/json' } }),
      400,
    );
    if (endpoint.name !== 'POST /api/revalidate') {
      await expectError(await request({ raw: '', headers: { 'content-type': 'application/json' } }), 400);
    }
    expect(stored()).toEqual(before);
  });

  it('422 for JSON that is not an object', async () => {
    for (const value of [[], [endpoint.valid()], 42, 'text', null, true]) {
      const body = await expectError(await request({}, value), 422);
      expect(body.error).toBe('The request body must be a JSON object.');
    }
    expect(stored()).toEqual(before);
  });

  it('422 with a readable message per field for schema failures', async () => {
    for (const { body, fields } of endpoint.invalid) {
      const answer = await expectError(await request({}, body), 422);
      expect(Object.keys(answer.fields ?? {}).sort()).toEqual(Object.keys(fields).sort());
      for (const [field, message] of Object.entries(fields)) {
        expect(answer.fields?.[field]).toMatch(message);
      }
      expect(Object.values(answer.fields ?? {})).toContain(answer.error);
    }
    expect(stored()).toEqual(before);
  });
});

describe('conversation ids and purposes', () => {
  it('404 for an unknown or malformed conversation on every conversation route', async () => {
    const before = stored();
    for (const id of [randomUUID(), 'not a valid id', '../../etc', '']) {
      const context = routeContext(id);
      await expectError(await streamRoute.GET(apiRequest('/api/conversations/x/stream'), context), 404);
      await expectError(await messagesRoute.GET(apiRequest('/api/conversations/x/messages'), context), 404);
      await expectError(
        await messagesRoute.POST(apiRequest('/api/conversations/x/messages', { text: 'hi there' }), context),
        404,
      );
    }
    expect(stored()).toEqual(before);
  });

  it('400 with a clear message for a purpose no agent answers yet', async () => {
    const before = stored();
    // The checker has its agent; unregister it for this case and put it back after.
    const registered = agents.checker;
    delete agents.checker;
    try {
      const body = await expectError(
        await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'checker' })),
        400,
      );
      expect(body.error).toBe('Conversations with purpose "checker" are not available yet.');
      expect(stored()).toEqual(before);
    } finally {
      if (registered) agents.checker = registered;
    }
  });
});

describe('POST /api/revalidate authorisation', () => {
  const post = (headers: Record<string, string>) =>
    revalidateRoute.POST(apiRequest('/api/revalidate', { tags: ['services'] }, { headers }));

  beforeEach(() => revalidateTag.mockClear());

  it('401 without a token, with a wrong one or with another scheme', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0000000000000' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of attempts) {
      const response = await post(headers);
      await expectError(response, 401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('401 for any token when none is configured', async () => {
    setTestEnv({ REVALIDATE_TOKEN: undefined });
    try {
      await expectError(await post({ authorization: `Bearer ${TOKEN}` }), 401);
      await expectError(await post({ authorization: 'Bearer ' }), 401);
    } finally {
      setTestEnv({ REVALIDATE_TOKEN: TOKEN });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refreshes the named tags, or every tag without a body, expiring them at once', async () => {
    const named = await post({ authorization: `Bearer ${TOKEN}` });
    expect(named.status).toBe(200);
    expect(await named.json()).toEqual({ revalidated: ['services'] });
    expect(revalidateTag.mock.calls).toEqual([['services', { expire: 0 }]]);

    revalidateTag.mockClear();
    const all = await revalidateRoute.POST(
      new Request('http://localhost:3000/api/revalidate', {
        method: 'POST',
        headers: { authorization: `bearer ${TOKEN}` },
      }),
    );
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ revalidated: [...cacheTags] });
    expect(revalidateTag.mock.calls).toEqual(cacheTags.map((tag) => [tag, { expire: 0 }]));
  });

  it('422 naming file and field, and refreshes nothing, while a content file behind the tags is invalid', async () => {
    const copy = makeTempDir('kairo-content-');
    fs.cpSync('content', copy.dir, { recursive: true });
    const faq = path.join(copy.dir, 'faq.yaml');
    fs.writeFileSync(
      faq,
      fs.readFileSync(faq, 'utf8').replace(/^ {2}question: Do press releases help with SEO\?\n/m, ''),
    );
    setTestEnv({ CONTENT_DIR: copy.dir });
    try {
      const services = await post({ authorization: `Bearer ${TOKEN}` });
      expect(services.status).toBe(200);
      revalidateTag.mockClear();

      const all = await revalidateRoute.POST(
        new Request('http://localhost:3000/api/revalidate', {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}` },
        }),
      );
      expect(all.status).toBe(422);
      const body = (await all.json()) as { error: string; issues: { file: string; field: string }[] };
      expect(body.issues).toEqual([
        expect.objectContaining({ file: expect.stringMatching(/faq\.yaml$/), field: 'entry 3 › question' }),
      ]);
      expect(body.error).toMatch(
        /faq\.yaml: field "entry 3 › question" is missing.*Fix the file and revalidate again\.$/,
      );
      expect(revalidateTag).not.toHaveBeenCalled();
    } finally {
      setTestEnv({ CONTENT_DIR: undefined });
      copy.remove();
    }
  });
});
