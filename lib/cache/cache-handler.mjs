/**
 * The `cacheHandler` of next.config.ts: loads the real one, redis-cache-handler.mjs, on first use.
 * Next traces every module the configured handler imports into the build's module graph; the
 * Redis client and Next's file-system cache were enough to give every module id of every client
 * chunk one more digit (about 0.3 kB of gzip on every page). Loaded here, past the tracer, they
 * reach the standalone output through `outputFileTracingIncludes` instead.
 */
/**
 * Set by next.config.ts when `next build` starts, for the build's own workers; not configuration.
 * Bracket access: it is no operator's variable (lib/config/env-documented.test.ts).
 */
export const BUILD_STARTED_AT = 'KAIRO_BUILD_STARTED_AT';

/**
 * True for a data entry (unstable_cache, fetch) stored before the running build began. A build
 * starts from the files: the data cache outlives a build on disk, and an entry from an earlier
 * build or run — the article list holding a file removed since — must never decide what a new
 * build prerenders (docs/operations.md#caching). Entries this build stores are used as usual.
 * @param {{ lastModified?: number, value?: unknown } | null | undefined} entry
 * @param {{ kind?: string } | undefined} ctx
 * @param {Record<string, string | undefined>} [env]
 */
export function storedBeforeThisBuild(entry, ctx, env = process.env) {
  if (env.NEXT_PHASE !== 'phase-production-build' || ctx?.kind !== 'FETCH' || !entry) return false;
  const started = Number(env[BUILD_STARTED_AT]);
  return Number.isFinite(started) && started > 0 && !(entry.lastModified >= started);
}

let loading;
const load = () =>
  (loading ??= import(/* turbopackIgnore: true */ /* webpackIgnore: true */ './redis-cache-handler.mjs').then(
    (module) => module.default,
  ));

export default class CacheHandler {
  #handler;
  #ready;

  constructor(ctx) {
    this.#ready = load().then((Handler) => (this.#handler = new Handler(ctx)));
    // A failed load surfaces on the first call instead, as that call's error.
    this.#ready.catch(() => undefined);
  }

  async #get() {
    return this.#handler ?? this.#ready;
  }

  async get(key, ctx) {
    const entry = await (await this.#get()).get(key, ctx);
    return storedBeforeThisBuild(entry, ctx) ? null : entry;
  }

  async set(key, data, ctx) {
    // A 404 page is not kept: every unknown slug or page number would otherwise add an entry (on
    // disk, or in Redis) that nothing evicts; a 404 renders again instead (docs/operations.md#caching).
    if (data?.kind === 'APP_PAGE' && data.status === 404) return;
    return (await this.#get()).set(key, data, ctx);
  }

  async revalidateTag(...args) {
    return (await this.#get()).revalidateTag(...args);
  }

  resetRequestCache() {
    this.#handler?.resetRequestCache();
  }
}
