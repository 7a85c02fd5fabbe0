/**
 * The inlined style sheet once per document, and never in a navigation payload. With
 * `experimental.inlineCss` a prerendered page's RSC payload is rendered with the document and
 * carries the whole sheet as the text of a `<style precedence href>` element: in the document, where
 * the browser parses it and React decodes it before hydrating, and in the payload of every
 * client-side navigation, about 8 kB Brotli. Neither copy is ever used: the document already holds
 * the sheet as its `<style>` (every layout of the site shares the one sheet), and React keeps one
 * style resource per href. Its text row is replaced by an empty string; a payload whose shape is not
 * recognised is left as it is.
 * Plain JavaScript so that server.mjs loads it without a build.
 */

import { holdResponse, isCachedAnswer } from './held-response.mjs';
import { keyOf, recentCopies } from './recent-copies.mjs';

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

// An inline part of the page's RSC payload as Next writes it into the document:
// `<script>self.__next_f.push([1,"<the part as a JSON string>"])</script>`.
const INLINE_PAYLOAD = /(<script[^>]*>self\.__next_f\.push\()(\[1,"(?:[^"\\]|\\.)*"\])(\)<\/script>)/g;

// The characters Next escapes in an inline payload so that it cannot end its script element.
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/**
 * The document with each inlined style sheet's text emptied in its inline RSC payload. The sheet is
 * in the document twice with `experimental.inlineCss`: once as the `<style>` the browser uses, once
 * as a string in the payload, which the browser parses and React decodes before hydrating but never
 * uses (it keeps the `<style>` already in the document, by href). A part that holds both the element
 * and its text is rewritten as Next writes it; anything else is left as it is.
 * @param {Buffer} body an HTML document
 * @returns {Buffer}
 */
export function documentWithoutInlinedStyleSheets(body) {
  const html = body.toString('utf8');
  let changed = false;
  const out = html.replace(INLINE_PAYLOAD, (whole, open, literal, close) => {
    const [, part] = JSON.parse(literal);
    const before = Buffer.from(part, 'utf8');
    const after = withoutInlinedStyleSheets(before);
    if (after === before) return whole;
    changed = true;
    const json = JSON.stringify([1, after.toString('utf8')]).replace(
      HTML_UNSAFE,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return open + json + close;
  });
  return changed ? Buffer.from(out, 'utf8') : body;
}

/**
 * Whether the response being written is a cached RSC payload whose length was not announced: Next
 * sends an RSC answer's headers before its body, so the body alone can still change.
 * @param {import('node:http').ServerResponse} res
 */
function isCachedPayload(res) {
  return isCachedAnswer(res, 'text/x-component') && !res.hasHeader('content-length');
}

/**
 * Whether the response being written is a prerendered document from Next's cache whose headers are
 * not sent yet, so that its new length can still be announced.
 * @param {import('node:http').ServerResponse} res
 */
function isCachedDocument(res) {
  return !res.headersSent && !res.hasHeader('content-encoding') && isCachedAnswer(res, 'text/html');
}

/**
 * The per-request hook: call before Next handles a request, inside the compression middleware. A
 * cached document or RSC payload (already complete in Next's cache) is held until its end and sent
 * without the copy of its inlined style sheets; anything else streams as before. Rewriting a
 * document takes a few milliseconds, so each version of a page is rewritten once.
 * @param {{ maxBytes?: number }} [options] maxBytes bounds the rewritten documents kept
 */
export function styleCopiesRemoved({ maxBytes = 32 * 1024 * 1024 } = {}) {
  const documents = recentCopies(maxBytes);

  /** @param {Buffer} body */
  function rewritten(body) {
    const key = keyOf(body);
    const known = documents.take(key);
    if (known) return known;
    const document = documentWithoutInlinedStyleSheets(body);
    documents.keep(key, document);
    return document;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return function hook(req, res) {
    if (req.method !== 'GET') return;
    if (req.headers.rsc === '1') {
      holdResponse(res, isCachedPayload, (body, send) => send(withoutInlinedStyleSheets(body)));
      return;
    }
    holdResponse(res, isCachedDocument, (body, send) => {
      const document = rewritten(body);
      if (res.hasHeader('content-length')) res.setHeader('content-length', document.length);
      return send(document);
    });
  };
}
