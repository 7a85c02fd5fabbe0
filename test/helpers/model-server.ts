/**
 * A stand-in for the OpenAI-compatible model behind `LLM_BASE_URL`, for tests (no weights can run
 * here): POST /v1/chat/completions streams what the test's `answer` decides as server-sent
 * `chat.completion.chunk`s, and every request is recorded as it arrived.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelRequest = {
  url: string;
  authorization?: string;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
};

/** Text fragments to stream, in order, or an error answered instead. */
export type ModelAnswer = { fragments: string[] } | { status: number; message: string };

export type ModelServer = {
  /** The base URL a client is configured with (`…/v1`). */
  baseURL: string;
  requests: ModelRequest[];
  close(): Promise<void>;
};

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startModelServer(answer: (request: ModelRequest) => ModelAnswer): Promise<ModelServer> {
  const requests: ModelRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (data) => (raw += data));
    req.on('end', () => {
      const request = { url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) };
      requests.push(request);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const answered = answer(request);
      if ('status' in answered) {
        res
          .writeHead(answered.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: answered.message } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      for (const content of answered.fragments) res.write(chunk({ content }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
