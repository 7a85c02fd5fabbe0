/**
 * Every 404 of a public page answered with the full 404 page in the URL's language, status 404.
 *
 * Next renders a URL no route matches with app/global-not-found.tsx, prerendered and therefore
 * English even under /ja. And a page that calls notFound() (an unknown article slug, a newsroom page
 * past the last) gets an empty client-rendered shell: the 404 exists only in the RSC payload
 * (vercel/next.js#62228), so crawlers and visitors without JavaScript see a blank page. Reading the
 * locale from the request in the 404 would make it dynamic, and a catch-all page calling notFound()
 * has the same empty shell. So the server does it (docs/i18n.md#error-pages): when Next starts a 404
 * HTML answer to a page request, its bytes are dropped and the prerendered 404 page of that language
 * (app/[locale]/page-not-found) is sent in their place, with Next's headers and status 404. That page
 * is static, once per language, so the swap costs one cached page read. RSC requests (client
 * navigation) keep Next's answer, which the router renders itself.
 * Plain JavaScript so that server.mjs loads it without a build.
 */

/** The internal path of the 404 page, without a locale prefix (English's URL). */
const NOT_FOUND_PAGE_PATH = '/page-not-found';

/** The prefixed locales (lib/i18n/locales.ts; a unit test keeps the two lists equal). */
export const PREFIXED_LOCALES = ['vi', 'zh', 'ko', 'ja'];

/**
 * The locale prefix of a path ('' for English), or null when the path is not a public page:
 * Next's files, the API, the back office, and files with an extension.
 * @param {string} pathname
 * @returns {string | null}
 */
export function publicPageLocale(pathname) {
  if (/^\/(?:_next|api|admin)(?:\/|$)/.test(pathname)) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LOCALES.includes(first) ? first : '';
}

/** @param {string} locale '' for English */
export function notFoundPagePath(locale) {
  return locale ? `/${locale}${NOT_FOUND_PAGE_PATH}` : NOT_FOUND_PAGE_PATH;
}

/** @param {import('node:http').IncomingMessage} req */
function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // The router's own fetches (navigation, prefetch, server actions) render their 404 in the browser.
  return !req.headers.rsc && !req.headers['next-router-prefetch'] && !req.headers['next-action'];
}

/**
 * The per-request hook: call before Next handles a request, inside the compression middleware.
 * @param {() => string} origin the server's own base URL (http://127.0.0.1:3000), read per use
 */
export function localizedNotFound(origin) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function hook(req, res) {
    if (!isPageRequest(req)) return;
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const locale = publicPageLocale(pathname);
    if (locale === null) return;
    if (pathname === notFoundPagePath(locale)) {
      forceStatus(res, 404);
      return;
    }
    swapNotFound(req, res, () => fetchNotFoundPage(origin(), locale));
  };
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
function forceStatus(res, status) {
  const writeHead = res.writeHead;
  res.writeHead = function (_status, ...rest) {
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * @param {string} base
 * @param {string} locale
 * @returns {Promise<{ type: string; body: Buffer }>}
 */
async function fetchNotFoundPage(base, locale) {
  const answer = await fetch(new URL(notFoundPagePath(locale), base), { redirect: 'manual' });
  if (answer.status !== 404) throw new Error(`${notFoundPagePath(locale)} answered ${answer.status}`);
  return { type: answer.headers.get('content-type') ?? 'text/html; charset=utf-8', body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Holds nothing until Next's first write: a 404 HTML answer is then dropped, and at its end the
 * localized page goes out instead; anything else is passed through untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<{ type: string; body: Buffer }>} page
 */
function swapNotFound(req, res, page) {
  const { write, end, writeHead } = res;
  let decided = false;
  let swapping = false;

  function decide() {
    if (decided) return swapping;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    swapping = !res.headersSent && res.statusCode === 404 && type.startsWith('text/html');
    if (!swapping) Object.assign(res, { write, end, writeHead });
    return swapping;
  }

  /** @type {typeof res.writeHead} */
  res.writeHead = function (status, ...rest) {
    if (!decided) res.statusCode = status;
    if (!decide()) return writeHead.call(this, status, .../** @type {any[]} */ (rest));
    return this;
  };
  /** @type {typeof res.write} */
  res.write = function (...args) {
    if (!decide()) return write.apply(this, /** @type {any} */ (args));
    const done = args.find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done);
    return true;
  };
  /** @type {typeof res.end} */
  res.end = function (...args) {
    if (!decide()) return end.apply(this, /** @type {any} */ (args));
    Object.assign(res, { write, end, writeHead });
    page().then(
      ({ type, body }) => {
        res.statusCode = 404;
        res.setHeader('content-type', type);
        res.removeHeader('content-length');
        res.removeHeader('etag');
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        // Next's own answer is gone; its status stays, with no body rather than a wrong one.
        console.error('[server] localized 404 failed:', error);
        res.end();
      },
    );
    const done = args.find((arg) => typeof arg === 'function');
    if (done) res.once('finish', done);
    return this;
  };
}
