import { describe, expect, it } from 'vitest';
import { withoutInlinedStyleSheets } from './rsc-inlined-styles.mjs';

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
