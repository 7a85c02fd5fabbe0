import { parseChunk, type StreamChunk } from '@/lib/conversations/chunks';

const ORIGIN = 'http://localhost:3000';

type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON.stringify(body), with no content type unless given in headers. */
  raw?: string | Uint8Array<ArrayBuffer>;
  signal?: AbortSignal;
};

/** A request as a browser would send it to one of our routes (JSON unless told otherwise). */
export function apiRequest(pathname: string, body?: unknown, options: RequestOptions = {}): Request {
  const method = options.method ?? (body === undefined && options.raw === undefined ? 'GET' : 'POST');
  const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> =
    options.raw !== undefined || body === undefined
      ? { ...options.headers }
      : { 'content-type': 'application/json', ...options.headers };
  return new Request(`${ORIGIN}${pathname}`, { method, headers, body: payload, signal: options.signal });
}

/** The second argument Next passes to a dynamic route handler. */
export function routeContext(id: string): { params: Promise<{ id: string }> } {
  return { params: Promise.resolve({ id }) };
}

export type SseFrame = { comment: string } | { chunk: StreamChunk; id?: string } | { retry: number };

/** Reads an SSE response frame by frame (comments included), as a test wants to see them. */
export async function* sseFrames(response: Response): AsyncGenerator<SseFrame> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(':')) {
          yield { comment: frame.slice(1).trim() };
        } else if (frame.startsWith('retry: ')) {
          yield { retry: Number(frame.slice(7)) };
        } else if (/^(id: [^\n]*\n)?data: /.test(frame)) {
          const id = frame.startsWith('id: ') ? frame.slice(4, frame.indexOf('\n')) : undefined;
          const chunk = parseChunk(frame.slice(frame.indexOf('data: ') + 6));
          if (!chunk) throw new Error(`Not a stream chunk: ${frame}`);
          yield id === undefined ? { chunk } : { chunk, id };
        } else {
          throw new Error(`Unexpected SSE frame: ${frame}`);
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The next chunk of the stream, skipping comments. */
export async function nextChunk(frames: AsyncGenerator<SseFrame>): Promise<StreamChunk> {
  for (;;) {
    const { value, done } = await frames.next();
    if (done) throw new Error('The stream ended before the expected chunk.');
    if ('chunk' in value) return value.chunk;
  }
}

/** A promise the test resolves by hand, to hold an agent mid-answer. */
export function createGate(): { wait: () => Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => opened, open };
}

export function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('Condition not met in time.'));
      setTimeout(check, 10);
    };
    check();
  });
}
