import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationPayloadsWithoutStyles, withoutInlinedStyleSheets } from './rsc-inlined-styles.mjs';

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

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Answers as Next does for a cached RSC payload: headers sent first, then the body in two parts. */
async function payloadServer(body: string, cache = 'HIT') {
  const server = http.createServer((req, res) => {
    navigationPayloadsWithoutStyles(req, res);
    res.setHeader('content-type', 'text/x-component');
    res.setHeader('x-nextjs-cache', cache);
    res.flushHeaders();
    res.write(body.slice(0, 40));
    res.write(body.slice(40));
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
}

describe('navigationPayloadsWithoutStyles', () => {
  const payload = `6:[${element('7')}]\n5:X\n${row('7', css)}19:I[1,[],"OutletBoundary"]\n`;

  it('sends a cached navigation payload without its inlined style sheet', async () => {
    const url = await payloadServer(payload);
    expect(await (await fetch(url, { headers: { rsc: '1' } })).text()).toBe(
      `6:[${element('7')}]\n5:X\n7:""\n19:I[1,[],"OutletBoundary"]\n`,
    );
  });

  it('leaves documents and payloads rendered for the request as they are', async () => {
    expect(await (await fetch(await payloadServer(payload))).text()).toBe(payload);
    expect(await (await fetch(await payloadServer(payload, 'MISS'), { headers: { rsc: '1' } })).text()).toBe(payload);
  });
});
