/**
 * One contract, two providers: the same requests against the site's API must behave the same with
 * the embedded provider (SQLite + a local agent) and the remote one (a local HTTP server speaking
 * the paths and shapes in docs/behaviour.md#remote-provider-api).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as chatContactRoute from '@/app/api/chat/contact/route';
import * as checkerLeadRoute from '@/app/api/checker/lead/route';
import * as messagesRoute from '@/app/api/conversations/[id]/messages/route';
import * as streamRoute from '@/app/api/conversations/[id]/stream/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import * as readyRoute from '@/app/api/health/ready/route';
import * as healthRoute from '@/app/api/health/route';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { localAgents } from '@/lib/provider';
import type { Agent } from '@/lib/conversations/agent';
import { openDatabase } from '@/lib/store/sqlite/open';
import { listSubmissions } from '@/lib/store/submissions';
import { getProvider } from '@/lib/provider';
import type { EmbeddedProvider } from '@/lib/provider/embedded';
import { fromSiteConversationId } from '@/lib/provider/remote';
import { apiRequest, createGate, nextChunk, routeContext, sseFrames, waitFor } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startFakeProvider, type FakeProvider } from '@/test/helpers/fake-provider-server';

const agents = localAgents();

const readSeed = (file: string) => JSON.parse(fs.readFileSync(path.join('content', file), 'utf8'));
const servicesSeed = readSeed('services.nodes.json');
const caseStudiesSeed = readSeed('case-studies.nodes.json');

/** Held open by a test to catch the stream mid-answer; open by default. */
let hold: Promise<void> = Promise.resolve();
let agentFinished = false;

const echoAgent: Agent = async function* ({ text }) {
  agentFinished = false;
  yield 'You said: ';
  await hold;
  yield text;
  agentFinished = true;
};

type Harness = {
  name: 'embedded' | 'remote';
  start(): Promise<void>;
  stop(): Promise<void>;
  submissions(): { kind: string; payload: unknown }[];
  /** Provider-side listeners on the conversation's stream. */
  openStreams(conversationId: string): number;
  keepsHistory: boolean;
  database: 'ok' | 'not-used';
};

function embeddedHarness(): Harness {
  let temp: ReturnType<typeof makeTempDir>;
  return {
    name: 'embedded',
    keepsHistory: true,
    database: 'ok',
    async start() {
      temp = makeTempDir();
      setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, ...HIGH_RATE_LIMITS });
      agents.chat = echoAgent;
      agents.checker = echoAgent;
    },
    async stop() {
      delete agents.chat;
      delete agents.checker;
      restoreTestEnv();
      temp.remove();
    },
    submissions() {
      const db = openDatabase(temp.dir);
      try {
        return listSubmissions(db).map(({ kind, payload }) => ({ kind, payload }));
      } finally {
        db.close();
      }
    },
    openStreams(conversationId) {
      return (getProvider() as EmbeddedProvider).openStreamCount(conversationId);
    },
  };
}

function remoteHarness(): Harness {
  let fake: FakeProvider;
  const kinds: Record<string, string> = {
    'forms/inquiry': 'inquiry',
    'forms/chat-contact': 'chat-contact',
    'webhooks/checker-lead': 'checker-lead',
  };
  return {
    name: 'remote',
    keepsHistory: false,
    database: 'not-used',
    async start() {
      fake = await startFakeProvider({
        token: 'contract-token',
        nodes: { services: servicesSeed.nodes, 'case-studies': caseStudiesSeed.nodes },
        agent: echoAgent,
      });
      setTestEnv({
        PROVIDER: 'remote',
        PROVIDER_BASE_URL: fake.url,
        PROVIDER_TOKEN: 'contract-token',
        PROVIDER_TIMEOUT_MS: '5000',
        ...HIGH_RATE_LIMITS,
      });
    },
    async stop() {
      restoreTestEnv();
      await fake.close();
    },
    submissions() {
      return fake.submissions.map(({ target, body }) => ({ kind: kinds[target] ?? target, payload: body }));
    },
    openStreams(conversationId) {
      return fake.conversations.get(fromSiteConversationId(conversationId).upstreamId)?.streams.size ?? 0;
    },
  };
}

const contact = { name: ' Mai Tran ', company: 'Lumen Ledger', email: ' mai@lumenledger.example ' };
const pressRelease =
  'SINGAPORE — Lumen Ledger, a payments infrastructure company serving remittance apps in Vietnam and the Philippines, ' +
  'today announced a USD 9 million seed round led by Northgate Capital. The company processes 2.1 million transfers ' +
  'a month for 14 licensed partners and will use the funds to open a Manila office and apply for a major payment ' +
  'institution licence in Singapore.';

async function createConversation(purpose: 'chat' | 'checker'): Promise<string> {
  const response = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose }));
  expect(response.status).toBe(201);
  const { conversationId } = (await response.json()) as { conversationId: string };
  expect(conversationId).toEqual(expect.any(String));
  return conversationId;
}

function sendMessage(conversationId: string, text: string) {
  return messagesRoute.POST(
    apiRequest(`/api/conversations/${conversationId}/messages`, { text }),
    routeContext(conversationId),
  );
}

function openStream(conversationId: string, signal?: AbortSignal) {
  return streamRoute.GET(
    apiRequest(`/api/conversations/${conversationId}/stream`, undefined, { signal }),
    routeContext(conversationId),
  );
}

describe.each([embeddedHarness(), remoteHarness()])('provider contract: $name', (harness) => {
  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  afterEach(() => {
    hold = Promise.resolve();
  });

  it('lists both projects as nodes in the provider shape', async () => {
    expect(await getProvider().listNodes('services')).toEqual(servicesSeed.nodes);
    expect(await getProvider().listNodes('case-studies')).toEqual(caseStudiesSeed.nodes);
  });

  it('acknowledges an inquiry and passes on exactly the validated fields', async () => {
    const before = harness.submissions().length;
    const response = await inquiryRoute.POST(
      apiRequest('/api/inquiry', { ...contact, message: 'We list on two exchanges in May.', website: '' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(harness.submissions().slice(before)).toEqual([
      {
        kind: 'inquiry',
        payload: {
          name: 'Mai Tran',
          company: 'Lumen Ledger',
          email: 'mai@lumenledger.example',
          message: 'We list on two exchanges in May.',
        },
      },
    ]);
  });

  it('acknowledges a chat contact with the chat-widget goal', async () => {
    const before = harness.submissions().length;
    const response = await chatContactRoute.POST(apiRequest('/api/chat/contact', { ...contact, goal: 'chat-widget' }));
    expect(response.status).toBe(200);
    expect(harness.submissions().slice(before)).toEqual([
      {
        kind: 'chat-contact',
        payload: { name: 'Mai Tran', company: 'Lumen Ledger', email: 'mai@lumenledger.example', goal: 'chat-widget' },
      },
    ]);
  });

  it('stores a chat contact with the conversation it was sent from, and without a malformed id', async () => {
    const conversationId = await createConversation('chat');
    const before = harness.submissions().length;
    const post = (id: string) =>
      chatContactRoute.POST(apiRequest('/api/chat/contact', { ...contact, goal: 'chat-widget', conversationId: id }));
    expect((await post(conversationId)).status).toBe(200);
    expect((await post('../admin')).status).toBe(200);
    const payload = { name: 'Mai Tran', company: 'Lumen Ledger', email: 'mai@lumenledger.example', goal: 'chat-widget' };
    expect(harness.submissions().slice(before)).toEqual([
      { kind: 'chat-contact', payload: { ...payload, conversationId } },
      { kind: 'chat-contact', payload },
    ]);
  });

  it('acknowledges a checker lead with its scores and press release', async () => {
    const before = harness.submissions().length;
    const lead = {
      ...contact,
      overallScore: 72,
      clarityScore: 20,
      proofScore: 17,
      mediaToneScore: 18,
      investorAppealScore: 17,
      pressReleaseText: pressRelease,
      strengths: 'Clear messaging, Concrete numbers',
      improvements: 'Add a customer quote',
    };
    const response = await checkerLeadRoute.POST(apiRequest('/api/checker/lead', lead));
    expect(response.status).toBe(200);
    expect(harness.submissions().slice(before)).toEqual([
      {
        kind: 'checker-lead',
        payload: { ...lead, name: 'Mai Tran', email: 'mai@lumenledger.example' },
      },
    ]);
  });

  it('answers a filled honeypot with the same success and passes nothing on', async () => {
    const before = harness.submissions().length;
    const response = await inquiryRoute.POST(
      apiRequest('/api/inquiry', { ...contact, message: 'Hello', website: 'https://spam.example' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(harness.submissions()).toHaveLength(before);
  });

  it('streams an answer: the first event arrives before the agent has finished', async () => {
    const conversationId = await createConversation('chat');
    const stream = await openStream(conversationId);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('connection')).toBe('keep-alive');
    const frames = sseFrames(stream);
    await waitFor(() => harness.openStreams(conversationId) === 1);

    const gate = createGate();
    hold = gate.wait();
    const accepted = await sendMessage(conversationId, 'Which outlets cover stablecoins?');
    expect(accepted.status).toBe(202);

    const first = await nextChunk(frames);
    expect(first).toEqual({ type: 'text-delta', id: expect.any(String), delta: 'You said: ' });
    expect(agentFinished).toBe(false);

    gate.open();
    const second = await nextChunk(frames);
    expect(second).toEqual({
      type: 'text-delta',
      id: first.type === 'text-delta' ? first.id : '',
      delta: 'Which outlets cover stablecoins?',
    });
    expect(await nextChunk(frames)).toEqual({ type: 'finish', id: second.type === 'text-delta' ? second.id : '' });
    await frames.return(undefined);

    const history = await messagesRoute.GET(
      apiRequest(`/api/conversations/${conversationId}/messages`),
      routeContext(conversationId),
    );
    expect(history.status).toBe(200);
    const { messages } = (await history.json()) as { messages: { id: string; role: string; content: string }[] };
    if (harness.keepsHistory) {
      expect(messages.map(({ role, content }) => ({ role, content }))).toEqual([
        { role: 'user', content: 'Which outlets cover stablecoins?' },
        { role: 'assistant', content: 'You said: Which outlets cover stablecoins?' },
      ]);
      expect(messages[1].id).toBe(first.type === 'text-delta' ? first.id : '');
    } else {
      expect(messages).toEqual([]);
    }
  });

  it('gives each answer its own message id on one open stream', async () => {
    const conversationId = await createConversation('chat');
    const frames = sseFrames(await openStream(conversationId));
    await waitFor(() => harness.openStreams(conversationId) === 1);
    const ids: string[] = [];
    for (const text of ['first question', 'second question']) {
      expect((await sendMessage(conversationId, text)).status).toBe(202);
      let chunk = await nextChunk(frames);
      while (chunk.type === 'text-delta') chunk = await nextChunk(frames);
      expect(chunk.type).toBe('finish');
      ids.push(chunk.id ?? '');
    }
    await frames.return(undefined);
    expect(new Set(ids).size).toBe(2);
  });

  it('releases the provider side when the browser aborts the request', async () => {
    const conversationId = await createConversation('chat');
    const browser = new AbortController();
    const stream = await openStream(conversationId, browser.signal);
    expect(stream.status).toBe(200);
    await waitFor(() => harness.openStreams(conversationId) === 1);
    browser.abort();
    await waitFor(() => harness.openStreams(conversationId) === 0);
  });

  it('releases the provider side when the browser stops reading the stream', async () => {
    const conversationId = await createConversation('checker');
    const stream = await openStream(conversationId);
    await waitFor(() => harness.openStreams(conversationId) === 1);
    await stream.body!.cancel();
    await waitFor(() => harness.openStreams(conversationId) === 0);
  });

  it('refuses a checker message that fails the suspicious-input rule and passes nothing on', async () => {
    const conversationId = await createConversation('checker');
    const stream = await openStream(conversationId);
    await waitFor(() => harness.openStreams(conversationId) === 1);
    const response = await sendMessage(conversationId, 'This is only a test release, nothing to see.');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Please provide a complete press release for accurate analysis.',
      fields: { text: 'Please provide a complete press release for accurate analysis.' },
    });
    // The chat has no such rule: the same text is a normal question there.
    const chatId = await createConversation('chat');
    expect((await sendMessage(chatId, 'Is a test launch worth a release?')).status).toBe(202);
    await stream.body!.cancel();
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const unknown = harness.name === 'remote' ? `chat-${randomUUID()}` : randomUUID();
    expect((await openStream(unknown)).status).toBe(404);
    const send = await sendMessage(unknown, 'hello there');
    expect(send.status).toBe(404);
    expect(await send.json()).toEqual({ error: 'This conversation does not exist.' });
    for (const malformed of ['nope-123', '..', '-dash', 'a'.repeat(300)]) {
      const response = await messagesRoute.GET(apiRequest('/api/conversations/x/messages'), routeContext(malformed));
      expect(response.status).toBe(404);
    }
  });

  it('is ready on /api/health/ready when its store or service answers', async () => {
    const response = await readyRoute.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      ...(harness.name === 'embedded' && { failedDeliveries: 0 }),
    });
  });

  it('reports its kind and database state on /api/health', async () => {
    const response = await healthRoute.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      provider: harness.name,
      database: harness.database,
      ...(harness.name === 'embedded' && { failedDeliveries: 0 }),
    });
  });
});
