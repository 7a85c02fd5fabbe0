import 'server-only';
import { parseChunk } from '@/lib/conversations/chunks';
import { NotFoundError, ProviderError, ProviderTimeoutError, type StreamEvent } from '@/lib/conversations/provider';
import { isTimeout, type RemoteHttp } from './remote-http';
import { readSseData } from './sse-reader';

/** A 200 that is not an event stream (an error page, JSON) is garbage: answer 502 before relaying. */
function isEventStream(response: Response): boolean {
  return /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');
}

async function* relay(body: ReadableStream<Uint8Array>, path: string, signal: AbortSignal, release: () => void) {
  try {
    for await (const data of readSseData(body)) {
      const chunk = parseChunk(data);
      if (chunk) yield { chunk };
    }
  } catch (error) {
    // A read failing because the browser left is the normal end, not a provider fault.
    if (!signal.aborted) throw new ProviderError(`GET ${path} broke off`, { cause: error });
  } finally {
    release();
  }
}

/**
 * Connects to the upstream event stream at `path` and relays its chunks until `signal` aborts, the
 * provider closes or the upstream ends.
 */
export async function openRemoteStream(
  http: RemoteHttp,
  path: string,
  signal: AbortSignal,
): Promise<AsyncIterable<StreamEvent>> {
  // The timeout covers connecting only: a conversation stream legitimately stays open for long.
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  if (signal.aborted || http.closed.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  http.closed.addEventListener('abort', stop, { once: true });
  const connectTimer = setTimeout(
    () => upstream.abort(new DOMException('connect timed out', 'TimeoutError')),
    http.timeoutMs,
  );
  const release = () => {
    clearTimeout(connectTimer);
    signal.removeEventListener('abort', stop);
    http.closed.removeEventListener('abort', stop);
    upstream.abort();
  };

  let response: Response;
  try {
    response = await fetch(`${http.base}${path}`, {
      headers: http.headers({ accept: 'text/event-stream' }),
      signal: upstream.signal,
      redirect: 'error',
    });
  } catch (error) {
    release();
    if (isTimeout(error) || isTimeout(upstream.signal.reason)) {
      throw new ProviderTimeoutError(`GET ${path} timed out`, { cause: error });
    }
    throw new ProviderError(`GET ${path} failed`, { cause: error });
  } finally {
    clearTimeout(connectTimer);
  }
  if (response.status === 404 || !response.ok || !response.body || !isEventStream(response)) {
    await response.body?.cancel();
    release();
    if (response.status === 404) throw new NotFoundError(`GET ${path} answered 404`);
    if (response.ok)
      throw new ProviderError(`GET ${path} answered ${response.headers.get('content-type')}, not an event stream`);
    throw new ProviderError(`GET ${path} answered ${response.status}`);
  }
  return relay(response.body, path, signal, release);
}
