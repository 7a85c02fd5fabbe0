/**
 * An embargo lifts on every instance at once (docs/behaviour.md#embargoes): two instances of the
 * standalone server share the page and data cache through Redis and one content folder. A release
 * written with an embargo a few seconds ahead is a 404 and absent from PR Studio and the feed on both,
 * and after its instant both serve it, with no restart, deploy or revalidation after the instant.
 * Only the instance that read the articles last arms the timer; the shared cache makes the other miss too.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '@/test/helpers/env';
import { startSite, type SiteInstance } from '@/test/servers/next';
import { redisUnavailable, startRedis, type RedisServer } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';

const TOKEN = 'cluster-embargo-token-0123456789abc';
const SLUG = 'tidewater-bank-opens-tokenised-deposits-in-singapore';
const TITLE = 'Tidewater Bank Opens Tokenised Deposits in Singapore';
/** Long enough for both instances to be checked before the instant on a loaded machine. */
const LEAD_MS = 12_000;

function release(embargo: string): string {
  return `---
title: "${TITLE}"
slug: ${SLUG}
date: 2026-11-27
category: Kairo Newsroom
description: "Corporate clients of Tidewater Bank can hold and move tokenised deposits around the clock."
author: Kairo Newsroom
embargo: "${embargo}"
---

**SINGAPORE, November 27, 2026** — Tidewater Bank today opened tokenised deposits to corporate clients.
`;
}

async function status(url: string): Promise<number> {
  return (await fetch(url, { redirect: 'manual' })).status;
}

async function body(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe.skipIf(skipMessage(redisUnavailable()))('an embargo lifting on two instances that share Redis (real servers)', () => {
  let redis: RedisServer;
  let content: ReturnType<typeof makeTempDir>;
  let sites: SiteInstance[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
    redis = await startRedis();
    content = makeTempDir('kairo-embargo-content-');
    cpSync('content', content.dir, { recursive: true });
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'embargo:', REVALIDATE_TOKEN: TOKEN, CONTENT_DIR: content.dir };
    sites = await Promise.all([startSite(env, { standalone: true }), startSite(env, { standalone: true })]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await redis?.stop();
    content?.remove();
  });

  it('holds the release on both instances until its instant, then both serve it', async () => {
    // Both caches are warm, as on a live site.
    for (const site of sites) expect(await body(`${site.url}/pr-studio`)).not.toContain(TITLE);

    const embargoAt = Date.now() + LEAD_MS;
    writeFileSync(path.join(content.dir, 'newsroom', `${SLUG}.md`), release(new Date(embargoAt).toISOString()));
    const revalidated = await fetch(`${sites[0].url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['articles'] }),
    });
    expect(revalidated.status).toBe(200);
    for (const site of sites) {
      expect(await status(`${site.url}/prstudio/${SLUG}`)).toBe(404);
      expect(await body(`${site.url}/pr-studio`)).not.toContain(TITLE);
      expect(await body(`${site.url}/prstudio/rss.xml`)).not.toContain(TITLE);
    }
    expect(Date.now()).toBeLessThan(embargoAt);

    await new Promise((resolve) => setTimeout(resolve, embargoAt - Date.now()));
    const deadline = embargoAt + 10_000;
    for (const site of sites) {
      for (;;) {
        const [page, listing] = await Promise.all([status(`${site.url}/prstudio/${SLUG}`), body(`${site.url}/pr-studio`)]);
        if (page === 200 && listing.includes(TITLE)) break;
        if (Date.now() > deadline) throw new Error(`${site.url} still holds the release ${Date.now() - embargoAt} ms after its instant`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await body(`${site.url}/prstudio/rss.xml`)).toContain(TITLE);
    }
  });
});
