/**
 * Makes a held release public at its embargo instant on this instance, without a deploy or a
 * restart (docs/behaviour.md#embargoes). Every cached page, feed and list built from the articles
 * carries the 'articles' tag; at the instant one timer per process expires that tag: in Redis when
 * the cache is shared (every instance then misses at once), in Next's own tag manifest otherwise.
 * Next's `revalidateTag` cannot be used here: it needs a request, and a timer has none.
 */
import 'server-only';
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { invalidateSharedTags } from '@/lib/cache/redis-cache-handler.mjs';
import { serverEnv } from '@/lib/config/env';
import { ARTICLES_CACHE_TAG } from '@/lib/content/cache-tags';
import { withinRedisTimeout } from '@/lib/redis/client.mjs';
import { sharedRedis } from '@/lib/redis/shared';

/** setTimeout's limit; a later embargo is re-armed when this fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/**
 * A page rendered just before the instant may be stored just after it; a second expiry this much
 * later drops such an entry too.
 */
const SECOND_SWEEP_MS = 3_000;

const KEY = Symbol.for('kairo-pr.embargo-lift');
type Armed = { at: number; timer: NodeJS.Timeout };
const holder = globalThis as { [KEY]?: Armed };

/**
 * Next's own tag manifest, the one its file-system cache and its renders consult: loaded by Node past
 * the bundler, as lib/cache/cache-handler.mjs loads the handler, since a bundled copy would be a
 * second, unused map.
 */
async function nextTagsManifest(): Promise<Map<string, TagManifestEntry>> {
  const loaded = await import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
  );
  return (loaded.default ?? loaded).tagsManifest;
}

async function expireArticles(): Promise<void> {
  const tags = [ARTICLES_CACHE_TAG];
  const now = Date.now();
  const manifest = await nextTagsManifest();
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), expired: now });
  const env = serverEnv();
  const client = env.REDIS_URL ? sharedRedis() : undefined;
  if (!client) return;
  try {
    await withinRedisTimeout(invalidateSharedTags(client, env.REDIS_PREFIX, tags));
  } catch (error) {
    console.error('[embargo] Redis did not record the lifted embargo:', (error as Error).message);
  }
}

function fire(at: number): void {
  delete holder[KEY];
  if (Date.now() < at) {
    arm(at);
    return;
  }
  void expireArticles();
  setTimeout(() => void expireArticles(), SECOND_SWEEP_MS).unref();
}

function arm(at: number): void {
  const delay = Math.min(Math.max(at - Date.now(), 0), MAX_DELAY_MS);
  const timer = setTimeout(() => fire(at), delay);
  timer.unref();
  holder[KEY] = { at, timer };
}

/**
 * Arms this process's timer for the earliest held release, `at` (epoch ms); a later or equal
 * instant than the one armed changes nothing, an earlier one replaces it. Idempotent: every read of
 * the articles calls it.
 */
export function scheduleEmbargoLift(at: number | undefined): void {
  if (at === undefined) return;
  const armed = holder[KEY];
  if (armed && armed.at <= at) return;
  if (armed) clearTimeout(armed.timer);
  arm(at);
}
