import { describe, expect, it } from 'vitest';
import { ChatApiError, createChatConversation, fetchChatHistory, postChatMessage, submitChatContact } from './api';

type Call = { url: string; init?: RequestInit };

function fakeFetch(status: number, body: unknown = {}) {
  const calls: Call[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

describe('chat API client', () => {
  it('posts the contact with the chat-widget goal and an empty decoy field', async () => {
    const { impl, calls } = fakeFetch(200, { ok: true });
    await submitChatContact({ name: 'Mai', company: 'Quillon', email: 'mai@quillon.example' }, '', impl);
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

  it('throws when the contact is refused', async () => {
    await expect(
      submitChatContact({ name: 'a', company: 'b', email: 'c@d.co' }, '', fakeFetch(502, { error: 'x' }).impl),
    ).rejects.toBeInstanceOf(ChatApiError);
  });

  it('creates a chat conversation and reads its id', async () => {
    const { impl, calls } = fakeFetch(201, { conversationId: 'abc-123' });
    await expect(createChatConversation(impl)).resolves.toBe('abc-123');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ purpose: 'chat' });
    await expect(createChatConversation(fakeFetch(201, {}).impl)).rejects.toThrow(/conversationId/);
  });

  it('posts a message and throws on failure', async () => {
    const { impl, calls } = fakeFetch(202, { accepted: true });
    await postChatMessage('abc', 'Hello', impl);
    expect(calls[0].url).toBe('/api/conversations/abc/messages');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ text: 'Hello' });
    await expect(postChatMessage('abc', 'Hello', fakeFetch(429).impl)).rejects.toMatchObject({ status: 429 });
  });

  it('reads the history, dropping malformed entries, and null for an unknown conversation', async () => {
    const messages = [
      { id: 'u1', role: 'user', content: 'Hi', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'a1', role: 'assistant', content: 'Hello', createdAt: '2026-01-01T00:00:01Z' },
      { id: 'x', role: 'system', content: 'nope' },
    ];
    await expect(fetchChatHistory('abc', fakeFetch(200, { messages }).impl)).resolves.toEqual([
      { id: 'u1', role: 'user', content: 'Hi' },
      { id: 'a1', role: 'assistant', content: 'Hello' },
    ]);
    await expect(fetchChatHistory('abc', fakeFetch(404, { error: 'not found' }).impl)).resolves.toBeNull();
    await expect(fetchChatHistory('abc', fakeFetch(502).impl)).rejects.toBeInstanceOf(ChatApiError);
  });
});
