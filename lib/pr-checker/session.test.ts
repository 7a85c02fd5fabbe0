import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toSseFrame, type StreamChunk } from '@/lib/conversations/chunks';
import { buildCheckerMessage } from './instruction';
import type { EventSourceLike } from '@/lib/conversations/client';
import { CheckerSession } from './session';

class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  emit(chunk: StreamChunk) {
    const data = toSseFrame(chunk).slice('data: '.length).trim();
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
  }
}

type Call = { url: string; body: unknown };

let sources: FakeEventSource[];
let calls: Call[];
let logs: string[];
let messageStatus: number;
let createStatus: number;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function session(options: { autoOpen?: boolean } = {}) {
  const fetchFake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), body: JSON.parse(String(init?.body)) };
    calls.push(call);
    if (call.url === '/api/conversations') return json(createStatus, { conversationId: 'conv-1' });
    return json(messageStatus, { accepted: true });
  });
  return new CheckerSession({
    fetch: fetchFake as unknown as typeof fetch,
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      if (options.autoOpen !== false) queueMicrotask(() => source.open());
      return source;
    },
    log: (message) => logs.push(message),
    replyTimeoutMs: 1000,
  });
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sources = [];
  calls = [];
  logs = [];
  messageStatus = 202;
  createStatus = 201;
});

describe('CheckerSession', () => {
  it('creates a checker conversation and opens its stream on start', async () => {
    const s = session();
    await s.start();
    expect(calls).toEqual([{ url: '/api/conversations', body: { purpose: 'checker' } }]);
    expect(sources.map((x) => x.url)).toEqual(['/api/conversations/conv-1/stream']);
  });

  it('posts the instruction and release, accumulates deltas and resolves on finish', async () => {
    const s = session();
    await s.start();
    const result = s.analyze('My release');
    await tick();
    expect(calls[1]).toEqual({
      url: '/api/conversations/conv-1/messages',
      body: { text: buildCheckerMessage('My release') },
    });
    sources[0].emit({ type: 'text-delta', id: 'm1', delta: 'Overall Score: ' });
    sources[0].emit({ type: 'text-delta', id: 'm1', delta: '72/100' });
    sources[0].emit({ type: 'finish', id: 'm1' });
    await expect(result).resolves.toBe('Overall Score: 72/100');
  });

  it('sends the message only once the stream is open', async () => {
    const s = session({ autoOpen: false });
    const result = s.analyze('My release');
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['/api/conversations']);
    sources[0].open();
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['/api/conversations', '/api/conversations/conv-1/messages']);
    sources[0].emit({ type: 'finish', id: 'm1' });
    await expect(result).resolves.toBe('');
  });

  it('ends with null and logs on a stream error event', async () => {
    const s = session();
    const result = s.analyze('My release');
    await tick();
    sources[0].emit({ type: 'error', errorText: 'boom' });
    await expect(result).resolves.toBeNull();
    expect(logs).toContain('Checker stream error: boom');
  });

  it('ends with null and stops listening when sending fails', async () => {
    messageStatus = 502;
    const s = session();
    await expect(s.analyze('My release')).resolves.toBeNull();
    expect(logs).toContain('Checker message could not be sent');
    // A late delta after the failure does not leak into the next analysis.
    sources[0].emit({ type: 'text-delta', id: 'm1', delta: 'late' });
    messageStatus = 202;
    const next = s.analyze('Again');
    await tick();
    sources[0].emit({ type: 'text-delta', id: 'm2', delta: 'fresh' });
    sources[0].emit({ type: 'finish', id: 'm2' });
    await expect(next).resolves.toBe('fresh');
  });

  it('logs a failed start and creates the conversation again on analyze', async () => {
    createStatus = 502;
    const s = session();
    await s.start();
    expect(logs).toContain('Checker conversation could not be started');
    createStatus = 201;
    const result = s.analyze('My release');
    await tick();
    await tick();
    sources[0].emit({ type: 'finish', id: 'm1' });
    await expect(result).resolves.toBe('');
    expect(calls.filter((c) => c.url === '/api/conversations')).toHaveLength(2);
  });

  it('closes a failed stream without reconnecting and reopens it for the next analysis', async () => {
    const s = session();
    await s.start();
    const result = s.analyze('My release');
    await tick();
    sources[0].fail();
    await expect(result).resolves.toBeNull();
    expect(sources[0].closed).toBe(true);
    expect(sources).toHaveLength(1);
    const next = s.analyze('Again');
    await tick();
    await tick();
    expect(sources).toHaveLength(2);
    sources[1].emit({ type: 'finish', id: 'm2' });
    await expect(next).resolves.toBe('');
  });

  it('gives up when no reply arrives in time', async () => {
    vi.useFakeTimers();
    try {
      const s = session({ autoOpen: false });
      const result = s.analyze('My release');
      await vi.advanceTimersByTimeAsync(0);
      sources[0].open();
      await vi.advanceTimersByTimeAsync(1001);
      await expect(result).resolves.toBeNull();
      expect(logs).toContain('Checker reply timed out');
    } finally {
      vi.useRealTimers();
    }
  });
});
