/**
 * SIGTERM on the real server while a chat reply streams and inquiries keep arriving: readiness turns
 * 503, the stream ends (the reply finished or an error event) after a retry hint, every inquiry is
 * either acknowledged and stored or refused with 503, and the process exits 0 within the drain time.
 */
import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inquiry, postJson, sseFrames, startSite, storedEmails } from './harness';

const DRAIN_MS = 3_000;

/** An OpenAI-compatible model server that writes one word every `everyMs` (default: 40 words, 10 s). */
async function startSlowModel(words = 40, everyMs = 250): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', created: 1, model: 'slow', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: 'assistant', content: '' }));
      let written = 0;
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        if (++written <= words) return void response.write(chunk({ content: `word${written} ` }));
        clearInterval(timer);
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }, everyMs);
      response.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test('SIGTERM drains: reply ends, stream closes, readiness 503, no acknowledged inquiry lost, exit 0', async () => {
  test.setTimeout(60_000);
  const model = await startSlowModel();
  const site = await startSite({
    env: {
      LLM_BASE_URL: model.baseURL,
      LLM_MODEL: 'slow',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    },
  });
  try {
    expect((await fetch(`${site.url}/api/health/ready`)).status).toBe(200);
    const created = await postJson(`${site.url}/api/conversations`, { purpose: 'chat' });
    expect(created.status).toBe(201);
    const { conversationId } = (await created.json()) as { conversationId: string };
    const stream = await fetch(`${site.url}/api/conversations/${conversationId}/stream`);
    const frames = sseFrames(stream);
    expect((await frames.next()).value).toBe(': connected');
    expect(
      (
        await postJson(`${site.url}/api/conversations/${conversationId}/messages`, {
          text: 'What does the PR Package cost?',
        })
      ).status,
    ).toBe(202);
    let frame = (await frames.next()).value as string;
    while (frame.startsWith(':')) frame = (await frames.next()).value as string;
    expect(frame).toContain('"type":"text-delta"');

    // 50 inquiries around the signal: half sent just before it (in flight while shutdown begins),
    // half after. Each must be acknowledged and stored, or refused with 503.
    const emails = Array.from({ length: 50 }, (_, i) => `around-shutdown-${i}@example.com`);
    const post = async (email: string) => {
      const response = await postJson(`${site.url}/api/inquiry`, inquiry(email));
      return { email, status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    const before = emails.slice(0, 25).map(post);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const signalledAt = Date.now();
    process.kill(site.child.pid!, 'SIGTERM');

    // Readiness turns 503 at once while the reply drains.
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 503; i++) {
      ready = (await fetch(`${site.url}/api/health/ready`)).status;
    }
    expect(ready).toBe(503);
    const draining = await fetch(`${site.url}/api/health/ready`);
    expect(await draining.json()).toEqual({ status: 'draining', reason: 'The server is shutting down.' });

    const answers = await Promise.all([...before, ...emails.slice(25).map(post)]);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // A new stream is refused too.
    expect((await fetch(`${site.url}/api/conversations/${conversationId}/stream`)).status).toBe(503);

    // The open stream: the reply goes on, then ends (finish, or error at the deadline) and closes.
    const rest: string[] = [];
    for await (const next of frames) if (!next.startsWith(':')) rest.push(next);
    const events = rest
      .map((f) => f.split('\n').find((line) => line.startsWith('data: ')))
      .filter((data) => data !== undefined)
      .map((data) => JSON.parse(data.slice(6)) as { type: string });
    expect(events.length).toBeGreaterThan(1);
    expect(['finish', 'error']).toContain(events.at(-1)!.type);
    expect(rest.at(-1)).toBe('retry: 1000');

    const code = await site.exited;
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(DRAIN_MS + 5_000);
    console.log(
      `shutdown: exit ${code} after ${tookMs} ms; ${answers.filter((a) => a.status === 200).length} of 50 acknowledged, last event ${events.at(-1)!.type}`,
    );

    const stored = storedEmails(site.dataDir);
    for (const answer of answers) {
      if (answer.status === 200) expect(stored.has(answer.email), `${answer.email} was acknowledged`).toBe(true);
    }
  } finally {
    await site.stop();
    await model.close();
  }
});

test('SIGTERM lets a reply that ends within the drain time finish, then exits 0 at once', async () => {
  const model = await startSlowModel(10, 150);
  const site = await startSite({ env: { LLM_BASE_URL: model.baseURL, LLM_MODEL: 'slow', SHUTDOWN_DRAIN_MS: '20000' } });
  try {
    const created = await postJson(`${site.url}/api/conversations`, { purpose: 'chat' });
    const { conversationId } = (await created.json()) as { conversationId: string };
    const frames = sseFrames(await fetch(`${site.url}/api/conversations/${conversationId}/stream`));
    await frames.next();
    await postJson(`${site.url}/api/conversations/${conversationId}/messages`, {
      text: 'What does the PR Package cost?',
    });
    let frame = (await frames.next()).value as string;
    while (frame.startsWith(':')) frame = (await frames.next()).value as string;
    expect(frame).toContain('"type":"text-delta"');

    const signalledAt = Date.now();
    process.kill(site.child.pid!, 'SIGTERM');
    const rest: string[] = [];
    for await (const next of frames) if (!next.startsWith(':')) rest.push(next);
    expect(rest.at(-2)).toContain('"type":"finish"');
    expect(rest.at(-1)).toBe('retry: 1000');
    expect(rest.join('')).toContain('word10');
    expect(await site.exited).toBe(0);
    // Nothing was left to wait for once the reply finished: well before the 20 s drain time.
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  } finally {
    await site.stop();
    await model.close();
  }
});
