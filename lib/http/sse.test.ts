import { afterEach, describe, expect, it } from 'vitest';
import { configureShutdown, resetShutdownForTests, runShutdown } from '@/lib/lifecycle/shutdown';
import type { StreamEvent } from '@/lib/conversations/provider';
import type { StreamChunk } from '@/lib/conversations/chunks';
import { sseFrames, waitFor, type SseFrame } from '@/test/helpers/api';
import { HEARTBEAT_MS, RECONNECT_MS, SSE_HEADERS, sseResponse, STREAM_ERROR_TEXT } from './sse';

afterEach(() => resetShutdownForTests());

/** An iterable the test feeds by hand; it ends when the signal aborts, like the providers' streams. */
function manualChunks(signal: AbortSignal) {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  signal.addEventListener('abort', () => wake?.());
  const iterable: AsyncIterable<StreamEvent> = {
    async *[Symbol.asyncIterator]() {
      while (!signal.aborted) {
        if (failure) throw failure;
        const next = queue.shift();
        if (next) yield next;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
  return {
    iterable,
    push: (chunk: StreamChunk, id?: string) => {
      queue.push({ id, chunk });
      wake?.();
    },
    fail: (error: Error) => {
      failure = error;
      wake?.();
    },
  };
}

describe('sseResponse', () => {
  it('sends the SSE headers and a heartbeat comment every 15 s by default', () => {
    expect(HEARTBEAT_MS).toBe(15_000);
    const abort = new AbortController();
    const response = sseResponse(manualChunks(abort.signal).iterable, abort);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    expect(SSE_HEADERS['cache-control']).toBe('no-cache, no-transform');
    abort.abort();
  });

  it('writes each chunk as soon as it is pushed, with heartbeats in between', async () => {
    const abort = new AbortController();
    const source = manualChunks(abort.signal);
    const frames = sseFrames(sseResponse(source.iterable, abort, 30));
    expect((await frames.next()).value).toEqual({ comment: 'connected' });
    expect((await frames.next()).value).toEqual({ comment: 'heartbeat' });
    source.push({ type: 'text-delta', id: 'm1', delta: 'Hel' });
    let frame = (await frames.next()).value;
    while (frame && 'comment' in frame) frame = (await frames.next()).value;
    expect(frame).toEqual({ chunk: { type: 'text-delta', id: 'm1', delta: 'Hel' } });
    abort.abort();
    expect((await frames.next()).done).toBe(true);
  });

  it("writes an event's id as `id:` before its data, and none for an event without one", async () => {
    const abort = new AbortController();
    const source = manualChunks(abort.signal);
    const response = sseResponse(source.iterable, abort, 60_000);
    source.push({ type: 'text-delta', id: 'm1', delta: 'Hi' }, '1700000000000-3');
    source.push({ type: 'finish', id: 'm1' });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('"finish"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toBe(
      ': connected\n\nid: 1700000000000-3\ndata: {"type":"text-delta","id":"m1","delta":"Hi"}\n\n' +
        'data: {"type":"finish","id":"m1"}\n\n',
    );
    abort.abort();
  });

  it('ends with an error chunk (generic text) when the source fails', async () => {
    const abort = new AbortController();
    const source = manualChunks(abort.signal);
    const frames = sseFrames(sseResponse(source.iterable, abort, 60_000));
    await frames.next();
    source.fail(new Error('ECONNRESET from upstream 10.0.0.3'));
    expect((await frames.next()).value).toEqual({ chunk: { type: 'error', errorText: STREAM_ERROR_TEXT } });
    expect((await frames.next()).done).toBe(true);
    expect(abort.signal.aborted).toBe(true);
  });

  it('aborts the source when the client cancels the body', async () => {
    const abort = new AbortController();
    const response = sseResponse(manualChunks(abort.signal).iterable, abort, 60_000);
    await response.body!.cancel();
    await waitFor(() => abort.signal.aborted);
  });
});

describe('sseResponse on shutdown', () => {
  /** The frames other than comments, until the stream ends or `count` were read. */
  async function rest(frames: AsyncGenerator<SseFrame>, count = Infinity): Promise<SseFrame[]> {
    const seen: SseFrame[] = [];
    while (seen.length < count) {
      const { value, done } = await frames.next();
      if (done) break;
      if (!('comment' in value)) seen.push(value);
    }
    return seen;
  }

  it('ends an idle stream at once with a retry hint', async () => {
    const abort = new AbortController();
    const frames = sseFrames(sseResponse(manualChunks(abort.signal).iterable, abort, 60_000));
    await frames.next();
    await runShutdown();
    expect(await rest(frames)).toEqual([{ retry: RECONNECT_MS }]);
    expect(abort.signal.aborted).toBe(true);
  });

  it('lets a reply in progress finish, then ends with a retry hint', async () => {
    configureShutdown({ drainMs: 5_000 });
    const abort = new AbortController();
    const source = manualChunks(abort.signal);
    const frames = sseFrames(sseResponse(source.iterable, abort, 60_000));
    await frames.next();
    source.push({ type: 'text-delta', id: 'm1', delta: 'Hel' });
    expect(await rest(frames, 1)).toEqual([{ chunk: { type: 'text-delta', id: 'm1', delta: 'Hel' } }]);
    const done = runShutdown();
    setTimeout(() => {
      source.push({ type: 'text-delta', id: 'm1', delta: 'lo' });
      source.push({ type: 'finish', id: 'm1' });
    }, 50);
    expect(await rest(frames)).toEqual([
      { chunk: { type: 'text-delta', id: 'm1', delta: 'lo' } },
      { chunk: { type: 'finish', id: 'm1' } },
      { retry: RECONNECT_MS },
    ]);
    await done;
  });

  it('cuts a reply still running at the drain deadline with an error event', async () => {
    configureShutdown({ drainMs: 100 });
    const abort = new AbortController();
    const source = manualChunks(abort.signal);
    const frames = sseFrames(sseResponse(source.iterable, abort, 60_000));
    await frames.next();
    source.push({ type: 'text-delta', id: 'm1', delta: 'Hel' });
    expect(await rest(frames, 1)).toEqual([{ chunk: { type: 'text-delta', id: 'm1', delta: 'Hel' } }]);
    const started = Date.now();
    const done = runShutdown();
    expect(await rest(frames)).toEqual([
      { chunk: { type: 'error', errorText: STREAM_ERROR_TEXT } },
      { retry: RECONNECT_MS },
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    await done;
  });
});
