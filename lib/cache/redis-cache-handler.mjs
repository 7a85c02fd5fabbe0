/**
 * Next.js cache handler, loaded by cache-handler.mjs (`cacheHandler` in next.config.ts). With
 * REDIS_URL at run time it keeps the cache in Redis, so every instance shares prerendered pages,
 * route handler responses (the RSS feed) and `unstable_cache` entries, and `revalidateTag` on one
 * instance invalidates them for all.
 * Without REDIS_URL it hands every call to Next's own default, its file-system cache with the
 * in-memory layer, so the embedded mode behaves as if no handler were configured. The choice is
 * made when the server starts, not when it is built: one build (one container image) serves both
 * modes, since a standalone server runs the configuration as built.
 *
 * Ours rather than a maintained package: @fortedigital/nextjs-cache-handler (the maintained one for
 * Next 16) declares Node >= 22 and stores route handler responses without their tags, so a feed
 * revalidation would never reach them. This is the small part of it we need. Plain JavaScript:
 * Next loads it by path at run time, outside the TypeScript build.
 *
 * Invalidation is by time: revalidateTag records, per tag, the Redis server's clock; an entry
 * whose tags (its own, plus Next's implicit `_N_T_/path` tags) were invalidated after the entry
 * was written is a miss. Both times come from Redis, so instance clocks need not agree. A stale
 * tag (revalidateTag with a stale-while-revalidate profile) also counts as invalidated: the next
 * request renders afresh rather than serving the old entry once more.
 *
 * Entries are namespaced by build id, so a rolling deploy never serves one build's HTML (with its
 * script hashes) from another build. When Redis is unreachable every read is a miss and writes are
 * dropped: pages render on each request until it is back, and nothing fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { parseEnv, serverSchema } from '../config/env-schema.mjs';
import { createRedisClient, withinRedisTimeout } from '../redis/client.mjs';

/** Next's default cache handler (a CommonJS module with a default export). */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

const TAGS_HEADER = 'x-next-cache-tags';
/** Upper bound on how long an entry stays in Redis; a missing entry is simply rendered again. */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;

// Times are Redis's clock in microseconds, written as strings so Lua's number formatting cannot
// round them: a revalidation and a write in the same millisecond must still be told apart.
const NOW_MICROSECONDS = `
local t = redis.call('TIME')
local now = t[1] .. string.rep('0', 6 - #t[2]) .. t[2]`;

const SET_ENTRY = `${NOW_MICROSECONDS}
redis.call('HSET', KEYS[1], 'value', ARGV[1], 'modified', now)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return now`;

const INVALIDATE_TAGS = `${NOW_MICROSECONDS}
for _, tag in ipairs(ARGV) do redis.call('HSET', KEYS[1], tag, now) end
return now`;

const tagsKeyOf = (prefix) => `${prefix}cache:tags`;

const BUFFER = '__kairo_buffer';
const MAP = '__kairo_map';

/** JSON that keeps the Buffers (RSC payloads, route bodies) and Maps (segment data) of an entry. */
export function encodeEntry(value) {
  return JSON.stringify(value, function replace(key, current) {
    const original = this[key];
    if (Buffer.isBuffer(original) || original instanceof Uint8Array)
      return { [BUFFER]: Buffer.from(original).toString('base64') };
    if (original instanceof Map) return { [MAP]: [...original.entries()] };
    return current;
  });
}

export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}

/** The tags an entry is invalidated by: fetch/unstable_cache tags, or a page's or route's tag header. */
function entryTags(data, ctx) {
  if (!data) return [];
  if (data.kind === 'FETCH') return [...(ctx?.tags ?? data.tags ?? [])];
  const header = data.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** The storage behind the handler; separate so tests can give each "instance" its own client. */
export class RedisCacheStore {
  /** @param {{ client: import('redis').RedisClientType, prefix: string, buildId: string }} options */
  constructor({ client, prefix, buildId }) {
    this.client = client;
    this.entryPrefix = `${prefix}cache:${buildId}:`;
    this.tagsKey = tagsKeyOf(prefix);
  }

  async get(key, ctx) {
    const stored = await this.client.hmGet(this.entryPrefix + key, ['value', 'modified']);
    if (!stored?.[0]) return null;
    const entry = decodeEntry(stored[0]);
    const modified = Number(stored[1]);
    // Fetch entries learn their implicit tags (the rendering page's paths) only at read time.
    const tags = [
      ...new Set([...entry.tags, ...(ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [])]),
    ];
    if (tags.length > 0) {
      const invalidated = await this.client.hmGet(this.tagsKey, tags);
      if (invalidated.some((at) => at !== null && Number(at) >= modified)) return null;
    }
    return { lastModified: Math.floor(modified / 1000), value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    const entry = {
      value: data,
      tags: entryTags(data, ctx),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    await this.client.eval(SET_ENTRY, {
      keys: [this.entryPrefix + key],
      arguments: [encodeEntry(entry), String(ENTRY_TTL_SECONDS)],
    });
  }

  async revalidateTag(tags) {
    await invalidateTags(this.client, this.tagsKey, typeof tags === 'string' ? [tags] : tags);
  }
}

/** Records, in Redis's clock, that `tags` were invalidated now: every entry written before is a miss. */
async function invalidateTags(client, tagsKey, tags) {
  const list = [...new Set(tags)];
  if (list.length === 0) return;
  await client.eval(INVALIDATE_TAGS, { keys: [tagsKey], arguments: list });
}

/**
 * For `POST /api/revalidate`, which must not answer before every instance sees the change: Next
 * calls the handler's revalidateTag for a route handler only after the response has been sent.
 * @param {import('redis').RedisClientType} client
 * @param {string} prefix
 * @param {string[]} tags
 */
export function invalidateSharedTags(client, prefix, tags) {
  return invalidateTags(client, tagsKeyOf(prefix), tags);
}

const cacheEnvSchema = serverSchema.pick({ REDIS_URL: true, REDIS_PREFIX: true });
let cacheEnv;

/** The handler's variables, parsed again only when they change (Next creates a handler per request). */
function readCacheEnv() {
  const source = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX };
  const key = JSON.stringify(source);
  if (cacheEnv?.key !== key) cacheEnv = { key, env: parseEnv(cacheEnvSchema, source) };
  return cacheEnv.env;
}

/** One connection per process, shared by the handler objects Next creates per request. */
let shared;

function storeFor(serverDistDir, env) {
  if (!shared) {
    let lastLogged = 0;
    const client = createRedisClient(env.REDIS_URL, {
      onError: (error) => {
        // A Redis outage would otherwise log on every request.
        if (Date.now() - lastLogged > 10_000) {
          lastLogged = Date.now();
          console.error('[cache] Redis unavailable, rendering without the shared cache:', error.message);
        }
      },
    });
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    shared = new RedisCacheStore({ client, prefix: env.REDIS_PREFIX, buildId });
    // Not awaited: while Redis is unreachable, commands fail at once (no offline queue) and every
    // lookup is a miss, instead of each request waiting for a connection.
    client.connect().catch(() => undefined);
  }
  return shared;
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.env = readCacheEnv();
    // `next build` runs without Redis: its prerenders go to disk as usual, and instances fill Redis.
    const useRedis = this.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build' && ctx.serverDistDir;
    this.local = useRedis ? null : new FileSystemCache(ctx);
    this.serverDistDir = ctx.serverDistDir;
  }

  async get(key, ctx) {
    if (this.local) return this.local.get(key, ctx);
    try {
      return await withinRedisTimeout(storeFor(this.serverDistDir, this.env).get(key, ctx));
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    if (this.local) return this.local.set(key, data, ctx);
    try {
      await withinRedisTimeout(storeFor(this.serverDistDir, this.env).set(key, data, ctx));
    } catch {
      // Dropped: the next request renders again.
    }
  }

  async revalidateTag(tags, durations) {
    if (this.local) return this.local.revalidateTag(tags, durations);
    // Not swallowed: an editor's revalidation that did not reach Redis must fail visibly.
    await withinRedisTimeout(storeFor(this.serverDistDir, this.env).revalidateTag(tags));
  }

  resetRequestCache() {
    this.local?.resetRequestCache();
  }
}
