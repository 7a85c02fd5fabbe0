import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as inquiryRoute from '@/app/api/inquiry/route';
import * as streamRoute from '@/app/api/conversations/[id]/stream/route';
import * as conversationsRoute from '@/app/api/conversations/route';
import { apiRequest, routeContext, sseFrames, waitFor } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { startFakeProvider, type FakeProvider } from '@/test/helpers/fake-provider-server';
import {
  createRemoteProvider,
  fromSiteConversationId,
  toSiteConversationId,
  type RemoteProviderOptions,
} from './remote';
import { NotFoundError, ProviderError, ProviderTimeoutError } from '@/lib/conversations/provider';

const nodes = [{ id: 'svc-1', fieldValues: { '/attributes/@sv01': 'Launch PR' } }];
let fake: FakeProvider;
let options: RemoteProviderOptions;
const inquiry = { name: 'Lena Ko', company: 'Harbor Labs', email: 'lena@harbor.example', message: 'Hello there' };

beforeAll(async () => {
  fake = await startFakeProvider({
    token: 'secret-token',
    nodes: { 'svc-project': nodes, 'cs-project': [] },
    agent: async function* ({ text }) {
      yield text;
    },
  });
  options = {
    baseUrl: `${fake.url}/`,
    token: 'secret-token',
    timeoutMs: 5000,
    projectIds: { services: 'svc-project', 'case-studies': 'cs-project' },
    inquiryFormId: 'form-inq',
    chatContactFormId: 'form-chat',
    checkerWebhookId: 'hook-lead',
    agentIds: { chat: 'agent-chat', checker: 'agent-checker' },
  };
});

afterAll(() => fake.close());

afterEach(() => {
  fake.failWith = null;
  fake.delayMs = 0;
  fake.nodesAnswer = undefined;
  fake.conversationEnvelope = 'top';
  fake.calls.length = 0;
  restoreTestEnv();
});

describe('remote provider', () => {
  it('calls the documented paths under the base URL with the bearer token and configured ids', async () => {
    const provider = createRemoteProvider(options);
    expect(await provider.listNodes('services')).toEqual(nodes);
    await provider.submitInquiry(inquiry);
    await provider.submitChatContact({
      name: 'Lena Ko',
      company: 'Harbor Labs',
      email: 'lena@harbor.example',
      goal: 'chat-widget',
    });
    const { conversationId } = await provider.createConversation('checker');
    await provider.sendMessage(conversationId, 'Score this.');
    expect(fake.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /projects/svc-project/nodes',
      'POST /forms/form-inq/run',
      'POST /forms/form-chat/run',
      'POST /agents/agent-checker/public-conversations',
      `POST /agents/agent-checker/public-conversations/${fromSiteConversationId(conversationId).upstreamId}/messages`,
    ]);
    expect(fake.calls.every((call) => call.authorization === 'Bearer secret-token')).toBe(true);
    expect(fake.calls[1].body).toEqual(inquiry);
    expect(fake.calls[4].body).toEqual({ text: 'Score this.' });
  });

  it("sends a lead's language with its fields, and the fields alone without one", async () => {
    const provider = createRemoteProvider(options);
    await provider.submitInquiry(inquiry, 'ko');
    const contact = { name: inquiry.name, company: inquiry.company, email: inquiry.email, goal: 'chat-widget' } as const;
    await provider.submitChatContact(contact, 'ja');
    await provider.submitInquiry(inquiry);
    expect(fake.calls.map((call) => call.body)).toEqual([
      { ...inquiry, locale: 'ko' },
      { ...contact, locale: 'ja' },
      inquiry,
    ]);
  });

  it('reads the conversation id wherever the provider puts it', async () => {
    const provider = createRemoteProvider(options);
    for (const envelope of ['top', 'data', 'payload'] as const) {
      fake.conversationEnvelope = envelope;
      const { conversationId } = await provider.createConversation('chat');
      expect(conversationId).toMatch(/^chat-[0-9a-f-]{36}$/);
      expect(await provider.conversationPurpose(conversationId)).toBe('chat');
    }
  });

  it('turns an error status into ProviderError and a slow answer into ProviderTimeoutError', async () => {
    fake.failWith = 500;
    await expect(createRemoteProvider(options).submitInquiry(inquiry)).rejects.toBeInstanceOf(ProviderError);
    fake.failWith = null;
    fake.delayMs = 1500;
    const provider = createRemoteProvider({ ...options, timeoutMs: 200 });
    await expect(provider.listNodes('services')).rejects.toBeInstanceOf(ProviderTimeoutError);
    await expect(provider.createConversation('chat')).rejects.toBeInstanceOf(ProviderTimeoutError);
    const stream = provider.openStream(toSiteConversationId('chat', 'abc'), new AbortController().signal);
    await expect(stream).rejects.toBeInstanceOf(ProviderTimeoutError);
  });

  it('refuses answers of the wrong shape', async () => {
    const provider = createRemoteProvider(options);
    fake.nodesAnswer = { data: { nodes } };
    await expect(provider.listNodes('services')).rejects.toBeInstanceOf(ProviderError);
    fake.nodesAnswer = { data: { payload: { nodes: [{ id: 'x' }] } } };
    await expect(provider.listNodes('services')).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses a stream answer that is not an event stream before relaying anything', async () => {
    const jsonServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"hello":"world"}');
    });
    await new Promise<void>((resolve) => jsonServer.listen(0, '127.0.0.1', resolve));
    try {
      const port = (jsonServer.address() as AddressInfo).port;
      const provider = createRemoteProvider({ ...options, baseUrl: `http://127.0.0.1:${port}` });
      const stream = provider.openStream(toSiteConversationId('chat', 'abc'), new AbortController().signal);
      await expect(stream).rejects.toThrow(/not an event stream/);
      await expect(stream).rejects.toBeInstanceOf(ProviderError);
    } finally {
      await new Promise((resolve) => jsonServer.close(resolve));
    }
  });

  it('treats a wrong token and an unreachable provider as provider failures', async () => {
    await expect(createRemoteProvider({ ...options, token: 'wrong' }).listNodes('services')).rejects.toBeInstanceOf(
      ProviderError,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createRemoteProvider({ ...options, baseUrl: `http://127.0.0.1:${port}` }).submitInquiry(inquiry),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('maps upstream 404 on a conversation to NotFoundError and never builds a path from a hostile id', async () => {
    const provider = createRemoteProvider(options);
    await expect(provider.sendMessage(toSiteConversationId('chat', 'gone'), 'hi')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    for (const id of ['chat-..', 'chat-.', 'chat-', 'checker-../x', 'chat-a/b', 'sales-abc', 'abc']) {
      expect(() => fromSiteConversationId(id)).toThrow(NotFoundError);
    }
    expect(fake.calls.map((call) => call.path)).toEqual(['/agents/agent-chat/public-conversations/gone/messages']);
  });

  it('has no history call: listMessages is empty for a known conversation', async () => {
    const provider = createRemoteProvider(options);
    const { conversationId } = await provider.createConversation('chat');
    expect(await provider.listMessages(conversationId)).toEqual([]);
  });
});

describe('remote provider through the API', () => {
  it('answers 502 with a generic text (never the provider text) and 504 on timeout', async () => {
    const remoteEnv = {
      PROVIDER: 'remote',
      PROVIDER_BASE_URL: fake.url,
      PROVIDER_TOKEN: 'secret-token',
      ...HIGH_RATE_LIMITS,
    };
    setTestEnv({ ...remoteEnv, PROVIDER_TIMEOUT_MS: '5000' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fake.failWith = 503;
      const failed = await inquiryRoute.POST(apiRequest('/api/inquiry', inquiry));
      expect(failed.status).toBe(502);
      const text = await failed.text();
      expect(JSON.parse(text)).toEqual({ error: 'The service is temporarily unavailable. Please try again.' });
      expect(text).not.toMatch(/internal|db timeout|503/);

      fake.failWith = null;
      fake.delayMs = 1500;
      setTestEnv({ ...remoteEnv, PROVIDER_TIMEOUT_MS: '200' });
      const slow = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
      expect(slow.status).toBe(504);
      expect(await slow.json()).toEqual({ error: 'The service took too long to answer. Please try again.' });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('sends an error chunk when the upstream stream breaks off, then closes', async () => {
    setTestEnv({
      PROVIDER: 'remote',
      PROVIDER_BASE_URL: fake.url,
      PROVIDER_TOKEN: 'secret-token',
      ...HIGH_RATE_LIMITS,
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const created = await conversationsRoute.POST(apiRequest('/api/conversations', { purpose: 'chat' }));
      const { conversationId } = (await created.json()) as { conversationId: string };
      const upstreamId = fromSiteConversationId(conversationId).upstreamId;
      const response = await streamRoute.GET(
        apiRequest(`/api/conversations/${conversationId}/stream`),
        routeContext(conversationId),
      );
      const frames = sseFrames(response);
      await waitFor(() => fake.conversations.get(upstreamId)?.streams.size === 1);
      for (const upstream of fake.conversations.get(upstreamId)!.streams) upstream.destroy();
      const seen = [];
      for await (const frame of frames) seen.push(frame);
      expect(seen.filter((frame) => 'chunk' in frame)).toEqual([
        { chunk: { type: 'error', errorText: 'The conversation stream was interrupted. Please try again.' } },
      ]);
    } finally {
      log.mockRestore();
    }
  });
});

describe('readiness with the remote provider', () => {
  afterEach(() => restoreTestEnv());

  it('answers 503 naming the provider when the service refuses or does not answer in time', async () => {
    const { GET } = await import('@/app/api/health/ready/route');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hung = createServer(() => undefined);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    try {
      setTestEnv({
        PROVIDER: 'remote',
        PROVIDER_BASE_URL: `http://127.0.0.1:${port}/api`,
        PROVIDER_TIMEOUT_MS: '30000',
      });
      const slow = await GET();
      expect(slow.status).toBe(503);
      expect(await slow.json()).toEqual({ status: 'unavailable', reason: 'remote did not answer within 2000 ms' });
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
    setTestEnv({ PROVIDER: 'remote', PROVIDER_BASE_URL: `http://127.0.0.1:${port}/api` });
    const refused = await GET();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ status: 'unavailable', reason: 'remote is unavailable' });
  });
});
