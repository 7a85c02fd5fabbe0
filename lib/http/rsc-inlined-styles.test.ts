import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { documentWithoutInlinedStyleSheets, styleCopiesRemoved, withoutInlinedStyleSheets } from './rsc-inlined-styles.mjs';

const css = '@layer base{a{color:red}}\n.é{margin:0}\n';
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const element = (id: string) =>
  `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/a1.css","children":"$${id}"}]`;

describe('withoutInlinedStyleSheets', () => {
  it('empties the text row of an inlined style sheet and keeps every other row', () => {
    const payload = `0:{"a":1}\n6:[${element('7')}]\n5:X\n${row('7', css)}19:I[1,[],"OutletBoundary"]\n${row('1a', 'plain text')}`;
    const out = withoutInlinedStyleSheets(Buffer.from(payload)).toString();
    expect(out).toBe(`0:{"a":1}\n6:[${element('7')}]\n5:X\n7:""\n19:I[1,[],"OutletBoundary"]\n${row('1a', 'plain text')}`);
  });

  it('leaves a payload without an inlined style sheet, or of a shape it does not know, as it is', () => {
    for (const payload of [
      `0:{"a":1}\n1:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/a1.css","precedence":"next"}]\n`,
      `6:[${element('7')}]\n`,
      `6:[${element('7')}]\n7:Tfffff,${css}`,
    ]) {
      const body = Buffer.from(payload);
      expect(withoutInlinedStyleSheets(body)).toBe(body);
    }
  });
});

/** An inline part of the payload as Next writes it into a document. */
const inline = (part: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, part]).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)})</script>`;
const documentOf = (...parts: string[]) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a1.css">${css}</style></head><body><p>Text &amp; more</p>${parts.map(inline).join('')}</body></html>`;

describe('documentWithoutInlinedStyleSheets', () => {
  it('empties the sheet in the inline payload and keeps the <style>, the markup and every other part', () => {
    const first = `0:{"a":1}\n6:[${element('7')}]\n${row('7', css)}8:["$","p",null,{"children":"<b> & \u2028"}]\n`;
    const second = `9:["$","a",null,{"href":"/x?a=1&b=2"}]\n`;
    const out = documentWithoutInlinedStyleSheets(Buffer.from(documentOf(first, second))).toString();
    expect(out).toBe(
      documentOf(`0:{"a":1}\n6:[${element('7')}]\n7:""\n8:["$","p",null,{"children":"<b> & \u2028"}]\n`, second),
    );
    expect(out).toContain(`<style data-precedence="next" data-href="/_next/static/chunks/a1.css">${css}</style>`);
  });

  it('leaves a document whose parts it does not recognise as it is', () => {
    for (const html of [
      documentOf(`0:{"a":1}\n`),
      // The element and its text in different parts: neither part can be rewritten alone.
      documentOf(`6:[${element('7')}]\n`, row('7', css)),
      `<!DOCTYPE html><html><body><script>self.__next_f.push([1,"unterminated</script></body></html>`,
    ]) {
      const body = Buffer.from(html);
      expect(documentWithoutInlinedStyleSheets(body)).toBe(body);
    }
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * Answers as Next does from its cache: an RSC payload (for `rsc: 1`) with its headers sent first, a
 * document with its length announced; each body in two parts.
 */
async function cachedServer({ payload, document }: { payload: string; document: string }, cache = 'HIT') {
  const hook = styleCopiesRemoved();
  const server = http.createServer((req, res) => {
    hook(req, res);
    const isPayload = req.headers.rsc === '1';
    const body = Buffer.from(isPayload ? payload : document);
    res.setHeader('content-type', isPayload ? 'text/x-component' : 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', cache);
    if (isPayload) res.flushHeaders();
    else res.setHeader('content-length', body.length);
    res.write(body.subarray(0, 40));
    res.write(body.subarray(40));
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
}

describe('styleCopiesRemoved', () => {
  const payload = `6:[${element('7')}]\n5:X\n${row('7', css)}19:I[1,[],"OutletBoundary"]\n`;
  const emptied = `6:[${element('7')}]\n5:X\n7:""\n19:I[1,[],"OutletBoundary"]\n`;
  const document = documentOf(payload);

  it('sends a cached navigation payload without its inlined style sheet', async () => {
    const url = await cachedServer({ payload, document });
    expect(await (await fetch(url, { headers: { rsc: '1' } })).text()).toBe(emptied);
  });

  it('sends a cached document with the sheet once, its new length announced, the same on every request', async () => {
    const url = await cachedServer({ payload, document });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url);
      const text = await res.text();
      expect(text).toBe(documentOf(emptied));
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    }
  });

  it('leaves payloads and documents rendered for the request as they are', async () => {
    const url = await cachedServer({ payload, document }, 'MISS');
    expect(await (await fetch(url, { headers: { rsc: '1' } })).text()).toBe(payload);
    expect(await (await fetch(url)).text()).toBe(document);
  });
});
