/**
 * A small stand-in for the third-party provider in docs/behaviour.md#remote-provider-api, for tests: it speaks the same
 * paths and shapes, records what it receives, and answers conversation messages through a
 * test-supplied agent so the contract suite can drive both providers the same way.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Agent } from '@/lib/conversations/agent';
import type { ContentNode } from '@/lib/conversations/provider';
import type { StreamChunk } from '@/lib/conversations/chunks';

type ReceivedCall = { method: string; path: string; authorization?: string; body?: unknown };

export type FakeProviderOptions = {
  token: string;
  nodes: Record<string, ContentNode[]>;
  agent: Agent;
};

/** The "{provider}" prefix of the paths in docs/behaviour.md#remote-provider-api. */
const PREFIX = '/api/provider';

type Conversation = { agentId: string; streams: Set<ServerResponse> };

export type FakeProvider = {
  url: string;
  calls: ReceivedCall[];
  /** Form and webhook submissions, in arrival order. */
  submissions: { target: string; body: unknown }[];
  conversations: Map<string, Conversation>;
  /** How many stream requests have been closed by the client (our relay) so far. */
  streamsClosedByClient: number;
  /** Every request answers this status while set. */
  failWith: number | null;
  /** Every request waits this long before answering while set. */
  delayMs: number;
  /** Replaces the nodes answer with this body while set. */
  nodesAnswer: unknown;
  /** Where the new conversation's id sits in the answer (the provider's API does not say). */
  conversationEnvelope: 'top' | 'data' | 'payload';
  close: () => Promise<void>;
};

export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    calls: [],
    submissions: [],
    conversations: new Map(),
    streamsClosedByClient: 0,
    failWith: null,
    delayMs: 0,
    nodesAnswer: undefined,
    conversationEnvelope: 'top',
    close: async () => undefined,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const broadcast = (conversationId: string, chunk: StreamChunk) => {
    for (const stream of fake.conversations.get(conversationId)?.streams ?? []) {
      stream.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
  };

  const answer = async (conversationId: string, text: string) => {
    const id = `msg-${randomUUID()}`;
    try {
      for await (const delta of options.agent({ conversationId, text, history: [] })) {
        broadcast(conversationId, { type: 'text-delta', id, delta });
      }
      broadcast(conversationId, { type: 'finish', id });
    } catch {
      broadcast(conversationId, { type: 'error', id, errorText: 'upstream agent failed' });
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
    if (!pathname.startsWith(PREFIX)) return send(res, 404, { error: 'unknown path' });
    const path = pathname.slice(PREFIX.length);
    fake.calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });

    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (req.headers.authorization !== `Bearer ${options.token}`) return send(res, 401, { error: 'bad token' });
    if (fake.failWith !== null) return send(res, fake.failWith, { error: 'internal provider detail: db timeout' });

    let match: RegExpMatchArray | null;
    if (req.method === 'GET' && (match = path.match(/^\/projects\/([^/]+)\/nodes$/))) {
      const nodes = options.nodes[decodeURIComponent(match[1])];
      if (!nodes) return send(res, 404, { error: 'no such project' });
      return send(res, 200, fake.nodesAnswer ?? { data: { payload: { nodes } } });
    }
    if (req.method === 'POST' && (match = path.match(/^\/(forms|webhooks)\/([^/]+)\/run$/))) {
      fake.submissions.push({ target: `${match[1]}/${decodeURIComponent(match[2])}`, body });
      return send(res, 200, { data: { status: 'ok' } });
    }
    if (req.method === 'POST' && (match = path.match(/^\/agents\/([^/]+)\/public-conversations$/))) {
      const conversationId = randomUUID();
      fake.conversations.set(conversationId, { agentId: decodeURIComponent(match[1]), streams: new Set() });
      const envelopes = {
        top: { conversationId },
        data: { data: { conversationId } },
        payload: { data: { payload: { conversationId } } },
      };
      return send(res, 200, envelopes[fake.conversationEnvelope]);
    }
    match = path.match(/^\/agents\/([^/]+)\/public-conversations\/([^/]+)\/(stream|messages)$/);
    if (match) {
      const conversationId = decodeURIComponent(match[2]);
      const conversation = fake.conversations.get(conversationId);
      if (!conversation || conversation.agentId !== decodeURIComponent(match[1])) {
        return send(res, 404, { error: 'no such conversation' });
      }
      if (req.method === 'GET' && match[3] === 'stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': ok\n\n');
        conversation.streams.add(res);
        res.on('close', () => {
          conversation.streams.delete(res);
          if (!res.writableEnded) fake.streamsClosedByClient += 1;
        });
        return;
      }
      if (req.method === 'POST' && match[3] === 'messages') {
        send(res, 200, { data: { accepted: true } });
        void answer(conversationId, String((body as { text?: unknown })?.text ?? ''));
        return;
      }
    }
    send(res, 404, { error: 'unknown path' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'fake provider crashed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;

  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const conversation of fake.conversations.values()) {
        for (const stream of conversation.streams) stream.end();
      }
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
