import 'server-only';
import { isEventId } from '@/lib/events/types';
import { isDraining, onShutdown } from '@/lib/lifecycle/shutdown';
import { HttpError } from './errors';
import type { StreamEvent } from '@/lib/conversations/provider';
import { toSseFrame } from '@/lib/conversations/chunks';

export const HEARTBEAT_MS = 15_000;
export const STREAM_ERROR_TEXT = 'The conversation stream was interrupted. Please try again.';

/** The reconnection delay sent before a stream ends for a shutdown (browsers reconnect, elsewhere). */
export const RECONNECT_MS = 1_000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform also stops Next's gzip, which would hold frames back to fill its window.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

type OpenStream = {
  /** Ends the stream now, or after the reply in progress (its finish or error event). */
  drain(): void;
  /** Ends the stream now; a reply in progress ends with an error event. */
  cut(): void;
  ended: Promise<void>;
};

// Every open stream of the process, across route bundles, so shutdown can reach them all.
const STREAMS = Symbol.for('kairo-pr.sse-streams');
const streamHolder = globalThis as { [STREAMS]?: Set<OpenStream> };

function openStreams(): Set<OpenStream> {
  const streams = (streamHolder[STREAMS] ??= new Set());
  // Registered with every stream (a name counts once) so it follows a reset sequence in tests too.
  onShutdown('sse-streams', async ({ signal }) => {
    for (const stream of streams) stream.drain();
    const cutAll = () => {
      for (const stream of streams) stream.cut();
    };
    if (signal.aborted) cutAll();
    else signal.addEventListener('abort', cutAll, { once: true });
    await Promise.all([...streams].map((stream) => stream.ended));
    signal.removeEventListener('abort', cutAll);
  });
  return streams;
}

/** One response's stream: shared by its writer, the event loop, the client's cancel and shutdown. */
type StreamState = {
  ended: boolean;
  /** A reply is being written (its last frame was a text delta). */
  inReply: boolean;
  /** Shutdown asked the stream to end once no reply is in progress. */
  stopping: boolean;
  heartbeat?: ReturnType<typeof setInterval>;
};

type StreamOutput = {
  write(text: string): void;
  end(): void;
  endWithRetry(): void;
};

function streamOutput(
  controller: ReadableStreamDefaultController<Uint8Array>,
  state: StreamState,
  abort: AbortController,
  finish: () => void,
): StreamOutput {
  const encoder = new TextEncoder();
  const write = (text: string) => {
    if (state.ended) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      state.ended = true;
    }
  };
  const end = () => {
    if (state.ended) return finish();
    state.ended = true;
    finish();
    abort.abort();
    try {
      controller.close();
    } catch {
      // Already cancelled by the client.
    }
  };
  const endWithRetry = () => {
    write(`retry: ${RECONNECT_MS}\n\n`);
    end();
  };
  return { write, end, endWithRetry };
}

async function forwardEvents(
  events: AsyncIterable<StreamEvent>,
  state: StreamState,
  output: StreamOutput,
  signal: AbortSignal,
): Promise<void> {
  try {
    for await (const { id, chunk } of events) {
      if (state.ended) break;
      output.write(toSseFrame(chunk, id));
      state.inReply = chunk.type === 'text-delta';
      if (state.stopping && !state.inReply) return output.endWithRetry();
    }
  } catch (error) {
    if (!signal.aborted) {
      console.error('[api] conversation stream failed:', error instanceof Error ? error.message : error);
      output.write(toSseFrame({ type: 'error', errorText: STREAM_ERROR_TEXT }));
    }
  } finally {
    output.end();
  }
}

/**
 * Streams events as SSE frames the moment they arrive, each with its id as `id:` when it has one
 * (so a reconnecting browser's Last-Event-ID resumes after it), with a comment heartbeat so proxies keep
 * the connection open. `abort` is fired when the client goes away (stream cancelled) and when the
 * chunks end, which is how the provider's subscription or upstream request is released.
 *
 * On shutdown the stream ends with a `retry:` hint so the browser reconnects (to another instance)
 * — at once when idle, after the reply in progress otherwise, and with an error event if that reply
 * is still running at the drain deadline.
 */
export function sseResponse(
  events: AsyncIterable<StreamEvent>,
  abort: AbortController,
  heartbeatMs = HEARTBEAT_MS,
): Response {
  const state: StreamState = { ended: false, inReply: false, stopping: false };
  let markEnded: () => void = () => undefined;
  const stream: OpenStream = {
    drain: () => undefined,
    cut: () => undefined,
    ended: new Promise<void>((resolve) => (markEnded = resolve)),
  };
  const streams = openStreams();
  const finish = (): void => {
    clearInterval(state.heartbeat);
    streams.delete(stream);
    markEnded();
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const output = streamOutput(controller, state, abort, finish);
      stream.drain = () => {
        state.stopping = true;
        if (!state.inReply) output.endWithRetry();
      };
      stream.cut = () => {
        if (state.inReply) output.write(toSseFrame({ type: 'error', errorText: STREAM_ERROR_TEXT }));
        output.endWithRetry();
      };

      if (abort.signal.aborted) return output.end();
      streams.add(stream);
      abort.signal.addEventListener('abort', output.end, { once: true });
      output.write(': connected\n\n');
      state.heartbeat = setInterval(() => output.write(': heartbeat\n\n'), heartbeatMs);
      if (isDraining()) stream.drain();
      void forwardEvents(events, state, output, abort.signal);
    },
    cancel() {
      state.ended = true;
      finish();
      abort.abort();
    },
  });

  return new Response(body, { status: 200, headers: SSE_HEADERS });
}

/**
 * The SSE answer to `request`: `open` gets a signal that aborts when the browser leaves or the stream
 * ends (releasing the provider's subscription or upstream request, then `onEnd`). When opening
 * fails, nothing stays held and the error goes on to the handler.
 */
export async function streamToClient(
  request: Request,
  open: (signal: AbortSignal) => Promise<AsyncIterable<StreamEvent>>,
  onEnd: () => void = () => undefined,
): Promise<Response> {
  const abort = new AbortController();
  abort.signal.addEventListener('abort', onEnd, { once: true });
  const onClientGone = () => abort.abort();
  if (request.signal.aborted) onClientGone();
  else request.signal.addEventListener('abort', onClientGone, { once: true });
  abort.signal.addEventListener('abort', () => request.signal.removeEventListener('abort', onClientGone), {
    once: true,
  });
  try {
    return sseResponse(await open(abort.signal), abort);
  } catch (error) {
    abort.abort();
    throw error;
  }
}

/** The event a reconnecting browser saw last (`Last-Event-ID`), or undefined on a first connection. */
export function lastEventIdOf(request: Request): string | undefined {
  // Browsers send no header, rather than an empty one, before they have seen an id.
  const lastEventId = request.headers.get('last-event-id') || undefined;
  if (lastEventId !== undefined && !isEventId(lastEventId)) {
    throw new HttpError(400, 'Last-Event-ID must be an event id such as 1700000000000-0.');
  }
  return lastEventId;
}
