/**
 * The `cacheHandler` of next.config.ts: loads the real one, redis-cache-handler.mjs, on first use.
 * Next traces every module the configured handler imports into the build's module graph; the
 * Redis client and Next's file-system cache were enough to give every module id of every client
 * chunk one more digit (about 0.3 kB of gzip on every page). Loaded here, past the tracer, they
 * reach the standalone output through `outputFileTracingIncludes` instead.
 */
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
    return (await this.#get()).get(key, ctx);
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
