import { describe, expect, it } from 'vitest';
import { toSseFrame, type StreamChunk } from '@/lib/conversations/chunks';
import { submitChatContact } from '@/lib/chat/contact';
import {
  ConversationApiError,
  createConversation,
  openConversationStream,
  sendMessage,
  type EventSourceLike,
} from './client';
import { fetchHistory } from './history';

type Call = { url: string; init?: RequestInit };

function fakeFetch(status: number, body: unknown = {}) {
  const calls: Call[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

describe('conversation client', () => {
  it('posts the contact with the chat-widget goal and an empty decoy field', async () => {
    const { impl, calls } = fakeFetch(200, { ok: true });
    await submitChatContact({ name: 'Mai', company: 'Quillon', email: 'mai@quillon.example' }, {}, impl);
    expect(calls[0].url).toBe('/api/chat/contact');
    expect(calls[0].init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      name: 'Mai',
      company: 'Quillon',
      email: 'mai@quillon.example',
      goal: 'chat-widget',
      website: '',
    });
  });

  it('carries the conversation id when a conversation exists', async () => {
    const { impl, calls } = fakeFetch(200, { ok: true });
    const contact = { name: 'Mai', company: 'Quillon', email: 'mai@quillon.example' };
    await submitChatContact(contact, { conversationId: 'chat-42' }, impl);
    expect(JSON.parse(String(calls[0].init?.body))).toMatchObject({ conversationId: 'chat-42', website: '' });
    await submitChatContact(contact, { conversationId: null }, impl);
    expect(JSON.parse(String(calls[1].init?.body))).not.toHaveProperty('conversationId');
  });

  it('throws when the contact is refused', async () => {
    await expect(
      submitChatContact({ name: 'a', company: 'b', email: 'c@d.co' }, {}, fakeFetch(502, { error: 'x' }).impl),
    ).rejects.toBeInstanceOf(ConversationApiError);
  });

  it('creates a conversation for the given purpose and reads its id', async () => {
    const { impl, calls } = fakeFetch(201, { conversationId: 'abc-123' });
    await expect(createConversation('chat', impl)).resolves.toBe('abc-123');
    expect(calls[0].url).toBe('/api/conversations');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ purpose: 'chat' });
    await createConversation('checker', impl);
    expect(JSON.parse(String(calls[1].init?.body))).toEqual({ purpose: 'checker' });
    await expect(createConversation('chat', fakeFetch(201, {}).impl)).rejects.toThrow(/conversationId/);
    await expect(createConversation('chat', fakeFetch(503).impl)).rejects.toMatchObject({ status: 503 });
  });

  it('posts a message and throws on failure', async () => {
    const { impl, calls } = fakeFetch(202, { accepted: true });
    await sendMessage('abc', 'Hello', impl);
    expect(calls[0].url).toBe('/api/conversations/abc/messages');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ text: 'Hello' });
    await expect(sendMessage('abc', 'Hello', fakeFetch(429).impl)).rejects.toMatchObject({ status: 429 });
  });

  it('reads the history, dropping malformed entries, and null for an unknown conversation', async () => {
    const messages = [
      { id: 'u1', role: 'user', content: 'Hi', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'a1', role: 'assistant', content: 'Hello', createdAt: '2026-01-01T00:00:01Z' },
      { id: 'x', role: 'system', content: 'nope' },
    ];
    await expect(fetchHistory('abc', fakeFetch(200, { messages }).impl)).resolves.toEqual([
      { id: 'u1', role: 'user', content: 'Hi' },
      { id: 'a1', role: 'assistant', content: 'Hello' },
    ]);
    await expect(fetchHistory('abc', fakeFetch(404, { error: 'not found' }).impl)).resolves.toBeNull();
    await expect(fetchHistory('abc', fakeFetch(502).impl)).rejects.toBeInstanceOf(ConversationApiError);
  });
});

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
}

describe('openConversationStream', () => {
  it('opens the stream URL and hands over well-formed chunks, open and error events', () => {
    let source: FakeSource | undefined;
    const seen: string[] = [];
    const returned = openConversationStream(
      'a b',
      {
        onOpen: () => seen.push('open'),
        onChunk: (chunk) => seen.push(chunk.type === 'text-delta' ? `delta:${chunk.delta}` : chunk.type),
        onError: () => seen.push('error'),
      },
      (url) => (source = new FakeSource(url)),
    );
    expect(returned).toBe(source);
    expect(source!.url).toBe('/api/conversations/a%20b/stream');
    source!.onopen?.(new Event('open'));
    const frame = (chunk: StreamChunk) => toSseFrame(chunk).slice('data: '.length).trim();
    source!.onmessage?.(new MessageEvent('message', { data: frame({ type: 'text-delta', id: 'm', delta: 'Hi' }) }));
    source!.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    source!.onmessage?.(new MessageEvent('message', { data: frame({ type: 'finish' }) }));
    source!.onerror?.(new Event('error'));
    expect(seen).toEqual(['open', 'delta:Hi', 'finish', 'error']);
  });
});
