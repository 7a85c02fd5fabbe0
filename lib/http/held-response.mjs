/**
 * Holding back a response until its end, for the server's hooks that must see a whole cached answer
 * before it goes out (page-brotli-cache.mjs, rsc-inlined-styles.mjs). Whether to hold is decided on
 * the first write, or at the end when nothing was written: by then Next has set the status and
 * headers. A response that is not held streams as before.
 * Plain JavaScript so that server.mjs loads it without a build.
 */

/**
 * Whether the response being written is an answer from Next's cache (status 200, `x-nextjs-cache`
 * HIT or STALE) whose content type starts with one of `types`: the same bytes for everyone, complete
 * before Next writes them, so holding them back until the end costs nothing. A page rendered for
 * this request (a miss, or dynamic) is not one.
 * @param {import('node:http').ServerResponse} res
 * @param {...string} types
 */
export function isCachedAnswer(res, ...types) {
  const type = String(res.getHeader('content-type') ?? '');
  const cache = String(res.getHeader('x-nextjs-cache') ?? '');
  return res.statusCode === 200 && (cache === 'HIT' || cache === 'STALE') && types.some((t) => type.startsWith(t));
}

/** @param {unknown} chunk @param {unknown} encoding @returns {Buffer} */
function bufferOf(chunk, encoding) {
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(
        /** @type {string} */ (chunk),
        typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
      );
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => boolean} shouldHold
 * @param {(body: Buffer, send: (body: Buffer) => import('node:http').ServerResponse) => import('node:http').ServerResponse} finish
 *   gets the whole body and ends the response with `send`
 */
export function holdResponse(res, shouldHold, finish) {
  const write = res.write;
  const end = res.end;
  /** @type {Buffer[]} */
  const chunks = [];
  let decided = false;
  let holding = false;

  function decide() {
    if (decided) return holding;
    decided = true;
    holding = shouldHold(res);
    if (!holding) {
      res.write = write;
      res.end = end;
    }
    return holding;
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  function hold(chunk, encoding) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(bufferOf(chunk, encoding));
  }

  /** @type {typeof res.write} */
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return write.apply(this, /** @type {any} */ (arguments));
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };

  /** @type {typeof res.end} */
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return end.apply(this, /** @type {any} */ (arguments));
    res.write = write;
    res.end = end;
    hold(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    return finish(Buffer.concat(chunks), (body) => end.call(this, body, done));
  };
}
