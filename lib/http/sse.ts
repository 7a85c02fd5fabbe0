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
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let ended = false;
  let inReply = false;
  let stopping = false;
  let markEnded: () => void = () => undefined;
  const stream: OpenStream = {
    drain: () => undefined,
    cut: () => undefined,
    ended: new Promise<void>((resolve) => (markEnded = resolve)),
  };
  const streams = openStreams();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (ended) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          ended = true;
        }
      };
      const end = () => {
        if (ended) return finish();
        ended = true;
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
      stream.drain = () => {
        stopping = true;
        if (!inReply) endWithRetry();
      };
      stream.cut = () => {
        if (inReply) write(toSseFrame({ type: 'error', errorText: STREAM_ERROR_TEXT }));
        endWithRetry();
      };

      if (abort.signal.aborted) return end();
      streams.add(stream);
      abort.signal.addEventListener('abort', end, { once: true });
      write(': connected\n\n');
      heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      if (isDraining()) stream.drain();

      void (async () => {
        try {
          for await (const { id, chunk } of events) {
            if (ended) break;
            write(toSseFrame(chunk, id));
            inReply = chunk.type === 'text-delta';
            if (stopping && !inReply) return endWithRetry();
          }
        } catch (error) {
          if (!abort.signal.aborted) {
            console.error('[api] conversation stream failed:', error instanceof Error ? error.message : error);
            write(toSseFrame({ type: 'error', errorText: STREAM_ERROR_TEXT }));
          }
        } finally {
          end();
        }
      })();
    },
    cancel() {
      ended = true;
      finish();
      abort.abort();
    },
  });

  function finish(): void {
    clearInterval(heartbeat);
    streams.delete(stream);
    markEnded();
  }

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
