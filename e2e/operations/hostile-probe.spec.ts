/**
 * The adversarial probe against the real server with default settings (one client per address
 * through TRUSTED_PROXY_HOPS=1): three clients posting the crafted checker text cannot hold up
 * another client's chat reply, and made-up article slugs and page numbers neither grow the build
 * folder nor leave a long-cacheable 404. bench/hostile-probe.mjs measures the same with figures.
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildCheckerMessage, PRESS_RELEASE_INPUT_MAX } from '../../lib/pr-checker/instruction';
import { postJson, root, sseFrames, startSite } from './harness';

test.describe.configure({ mode: 'serial' });

const QUOTE = '“abcdefghijklmnopqrst”';
const CRAFTED = `${QUOTE.repeat(Math.floor((PRESS_RELEASE_INPUT_MAX - 5) / QUOTE.length))} said`;

const from = (client: string) => ({ 'x-forwarded-for': client });

async function conversation(url: string, client: string, purpose: 'chat' | 'checker'): Promise<string> {
  const response = await postJson(`${url}/api/conversations`, { purpose }, from(client));
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversationId: string }).conversationId;
}

/** Posts `text` and resolves with the outcome (`finish` or `error`) and the time from the post. */
async function ask(url: string, client: string, id: string, text: string): Promise<{ outcome: string; ms: number }> {
  const controller = new AbortController();
  try {
    const stream = await fetch(`${url}/api/conversations/${id}/stream`, { headers: from(client), signal: controller.signal });
    const frames = sseFrames(stream);
    await frames.next();
    const started = performance.now();
    const posted = await postJson(`${url}/api/conversations/${id}/messages`, { text }, from(client));
    if (posted.status !== 202) return { outcome: `post ${posted.status}`, ms: performance.now() - started };
    for await (const frame of frames) {
      if (frame.includes('"type":"finish"')) return { outcome: 'finish', ms: performance.now() - started };
      if (frame.includes('"type":"error"')) return { outcome: 'error', ms: performance.now() - started };
    }
    return { outcome: 'closed', ms: performance.now() - started };
  } finally {
    controller.abort();
  }
}

test('three clients posting the crafted checker text every 2 s do not hold up another client’s chat reply', async () => {
  test.setTimeout(90_000);
  const site = await startSite({ env: { TRUSTED_PROXY_HOPS: '1' } });
  try {
    const message = buildCheckerMessage(CRAFTED);
    expect(message.length).toBeLessThanOrEqual(20_000);
    const attackEnds = Date.now() + 12_000;
    const attacks: Promise<unknown>[] = [];
    const attackers = [1, 2, 3].map(async (n) => {
      const client = `203.0.113.${n}`;
      while (Date.now() < attackEnds) {
        attacks.push(conversation(site.url, client, 'checker').then((id) => ask(site.url, client, id, message)));
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    });
    // The visitor asks once the attack runs, then again while it goes on.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const visitor = await conversation(site.url, '198.51.100.7', 'chat');
    const replies: { outcome: string; ms: number }[] = [];
    for (let i = 0; i < 3; i++) {
      replies.push(await ask(site.url, '198.51.100.7', visitor, `How much is the Compact Kit? (${i})`));
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await Promise.all(attackers);
    await Promise.all(attacks);
    for (const reply of replies) {
      expect(reply.outcome).toBe('finish');
      expect(reply.ms).toBeLessThan(2000);
    }
  } finally {
    await site.stop();
  }
});

function folderBytes(folder: string): number {
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

/** The longest a shared cache may keep a response, by its Cache-Control. */
function cacheableSeconds(header: string | null): number {
  if (!header || /no-store|no-cache|private/i.test(header)) return 0;
  const maxAge = /s-maxage=(\d+)/i.exec(header) ?? /max-age=(\d+)/i.exec(header);
  const stale = /stale-while-revalidate=(\d+)/i.exec(header);
  return Number(maxAge?.[1] ?? 0) + Number(stale?.[1] ?? 0);
}

test('300 unknown article slugs and page numbers answer 404, add under 1 MB to the build folder and are cacheable for at most an hour', async () => {
  test.setTimeout(120_000);
  const site = await startSite();
  try {
    const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
    const run = `${Date.now().toString(36)}`;
    const targets = Array.from({ length: 300 }, (_, i) =>
      i % 2 ? `/prstudio/unknown-${run}-${i}` : `/pr-studio/page/${Date.now() % 100_000}${i}`,
    );
    const before = folderBytes(distDir);
    for (let i = 0; i < targets.length; i += 10) {
      const responses = await Promise.all(targets.slice(i, i + 10).map((target) => fetch(`${site.url}${target}`)));
      for (const [n, response] of responses.entries()) {
        await response.arrayBuffer();
        expect(response.status, targets[i + n]).toBe(404);
        expect(cacheableSeconds(response.headers.get('cache-control')), targets[i + n]).toBeLessThanOrEqual(3600);
      }
    }
    // Cache entries are written after the response.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(folderBytes(distDir) - before).toBeLessThan(1_000_000);
  } finally {
    await site.stop();
  }
});
