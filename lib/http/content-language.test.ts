import { describe, expect, it } from 'vitest';
import { contentLanguageHeaders } from './content-language';

describe('contentLanguageHeaders', () => {
  it('names English for unprefixed paths and each language under its prefix, the prefixed rules last', () => {
    const rules = contentLanguageHeaders();
    expect(rules[0]).toEqual({ source: '/:path*', headers: [{ key: 'Content-Language', value: 'en' }] });
    expect(rules.slice(1).map((rule) => [rule.source, rule.headers[0].value])).toEqual([
      ['/vi/:path*', 'vi'],
      ['/zh/:path*', 'zh-Hans'],
      ['/ko/:path*', 'ko'],
      ['/ja/:path*', 'ja'],
    ]);
  });
});
