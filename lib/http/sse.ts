import 'server-only';
import { toSseFrame, type StreamChunk } from '@/lib/stream/chunks';

export const HEARTBEAT_MS = 15_000;
export const STREAM_ERROR_TEXT = 'The conversation stream was interrupted. Please try again.';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform also stops Next's gzip, which would hold frames back to fill its window.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/**
 * Streams chunks as SSE frames the moment they arrive, with a comment heartbeat so proxies keep
 * the connection open. `abort` is fired when the client goes away (stream cancelled) and when the
 * chunks end, which is how the provider's subscription or upstream request is released.
 */
export function sseResponse(
  chunks: AsyncIterable<StreamChunk>,
  abort: AbortController,
  heartbeatMs = HEARTBEAT_MS,
): Response {
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  let ended = false;

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
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        abort.abort();
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      };

      if (abort.signal.aborted) return end();
      abort.signal.addEventListener('abort', end, { once: true });
      write(': connected\n\n');
      heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);

      void (async () => {
        try {
          for await (const chunk of chunks) {
            if (ended) break;
            write(toSseFrame(chunk));
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
      clearInterval(heartbeat);
      abort.abort();
    },
  });

  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
