/**
 * Navigation payloads without the inlined style sheet. With `experimental.inlineCss` a prerendered
 * page's RSC payload is rendered with the document and carries the whole sheet as the text of a
 * `<style precedence href>` element, about 8 kB Brotli on every client-side navigation. The browser
 * never uses it there: the document it navigates from already holds that sheet (every layout of the
 * site shares the one sheet), and React keeps one style resource per href. The text row is replaced
 * by an empty string; a payload whose shape is not recognised is left as it is.
 * Plain JavaScript so that server.mjs loads it without a build.
 */

import { holdResponse } from './held-response.mjs';

// `["$","style","0",{…,"precedence":"next","href":"/_next/static/chunks/….css","children":"$7"}]`:
// the element, and the id of the row holding its text.
const STYLE_ELEMENT =
  /\["\$","style","[^"]*",\{[^{}]*"precedence":"[^"]+"[^{}]*"href":"[^"]+\.css"[^{}]*"children":"\$([0-9a-f]+)"\}\]/g;

/**
 * The payload with each inlined style sheet's text row emptied.
 * @param {Buffer} body an RSC payload (`text/x-component`)
 * @returns {Buffer}
 */
export function withoutInlinedStyleSheets(body) {
  // Latin-1 keeps one character per byte, so offsets are byte offsets, as a text row's length is.
  const text = body.toString('latin1');
  /** @type {[number, number, string][]} */
  const cuts = [];
  for (const [, id] of text.matchAll(STYLE_ELEMENT)) {
    // A text row: `<id>:T<length in hex>,<that many bytes>`, at the start of a line.
    const row = new RegExp(`(?:^|\\n)(${id}:T([0-9a-f]+),)`).exec(text);
    if (!row) continue;
    const start = row.index + row[0].length - row[1].length;
    const end = start + row[1].length + parseInt(row[2], 16);
    if (end > text.length || cuts.some(([from]) => from === start)) continue;
    cuts.push([start, end, `${id}:""\n`]);
  }
  if (cuts.length === 0) return body;
  cuts.sort((a, b) => a[0] - b[0]);
  const parts = [];
  let at = 0;
  for (const [start, end, replacement] of cuts) {
    parts.push(body.subarray(at, start), Buffer.from(replacement, 'latin1'));
    at = end;
  }
  parts.push(body.subarray(at));
  return Buffer.concat(parts);
}

/**
 * Whether the response being written is a cached RSC payload whose length was not announced: Next
 * sends an RSC answer's headers before its body, so the body alone can still change.
 * @param {import('node:http').ServerResponse} res
 */
function isCachedPayload(res) {
  const type = String(res.getHeader('content-type') ?? '');
  const cache = String(res.getHeader('x-nextjs-cache') ?? '');
  return (
    res.statusCode === 200 &&
    type.startsWith('text/x-component') &&
    (cache === 'HIT' || cache === 'STALE') &&
    !res.hasHeader('content-length')
  );
}

/**
 * The per-request hook: call before Next handles a request, inside the compression middleware. A
 * cached RSC payload (already complete in Next's cache) is held until its end and sent without its
 * inlined style sheets; anything else streams as before.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function navigationPayloadsWithoutStyles(req, res) {
  if (req.method !== 'GET' || req.headers.rsc !== '1') return;
  holdResponse(res, isCachedPayload, (body, send) => send(withoutInlinedStyleSheets(body)));
}
