import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookCall = { headers: IncomingHttpHeaders; body: string; answer: string };

/**
 * A real HTTP receiver. `respond` chooses per request: a status (now or later), 'hang' (never
 * answers) or 'reset' (drops the connection). Every request is recorded with what it was answered.
 */
export async function startWebhookReceiver(
  respond: (call: { headers: IncomingHttpHeaders; body: string }) => number | 'hang' | 'reset' | Promise<number>,
): Promise<{ url: string; calls: WebhookCall[]; stop: () => Promise<void> }> {
  const calls: WebhookCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      const answer = respond(call);
      const recorded = { ...call, answer: String(answer) };
      calls.push(recorded);
      if (answer === 'reset') request.socket.destroy();
      else if (typeof answer === 'number') response.writeHead(answer).end();
      else if (answer !== 'hang') {
        void answer.then((status) => {
          recorded.answer = String(status);
          response.writeHead(status).end();
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
