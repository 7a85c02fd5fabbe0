import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from './highlight';
import { bigrams, foldDiacritics, indexTokens, queryTokens } from './segment';

const marked = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('search tokens', () => {
  it('keeps Latin words lowercased and adds their folded form', () => {
    expect(indexTokens('Tăng trưởng ĐÀ NẴNG', 'vi')).toEqual(['tăng', 'tang', 'trưởng', 'truong', 'đà', 'da', 'nẵng', 'nang']);
    expect(queryTokens('Kairo  PR', 'en')).toEqual(['kairo', 'pr']);
    expect(foldDiacritics('Đà Nẵng')).toBe('Da Nang');
  });

  it('gives CJK runs their bigrams, so a query cut differently from the text still matches', () => {
    const tokens = new Set(indexTokens('ホーチミン市オフィスを拡張', 'ja'));
    for (const term of queryTokens('オフィス拡張', 'ja').filter((t) => t !== 'ス拡')) expect(tokens).toContain(term);
    expect(queryTokens('ホーチミン', 'ja')).toEqual(['ホー', 'ーチ', 'チミ', 'ミン']);
    expect(new Set(indexTokens('Kairo PR이 오늘 보도자료를', 'ko'))).toContain('자료');
    expect(bigrams('办公室')).toEqual(['办公', '公室']);
    expect(bigrams('市')).toEqual(['市']);
  });

  it('reads full-width Latin as ordinary letters', () => {
    expect(indexTokens('Ｋａｉｒｏ', 'ja')).toEqual(['kairo']);
  });
});

describe('highlight', () => {
  it('marks whole words and CJK bigrams at their original offsets', () => {
    expect(marked(highlight('Kairo PR opens an office in Saigon', ['office'], 'en'))).toEqual(['office']);
    expect(marked(highlight('Press pressed', ['press'], 'en'))).toEqual(['Press']);
    expect(marked(highlight('ベトナム拠点を拡張', queryTokens('拠点', 'ja'), 'ja'))).toEqual(['拠点']);
    expect(marked(highlight('보도자료를 채점하는', queryTokens('보도자료', 'ko'), 'ko'))).toEqual(['보도자료']);
    expect(marked(highlight('Tăng trưởng', ['tang'], 'vi'))).toEqual(['Tăng']);
  });

  it('cuts an excerpt around the first match', () => {
    const text = `${'lorem '.repeat(100)}needle ${'ipsum '.repeat(100)}`;
    const parts = excerpt(text, ['needle'], 'en', 100);
    expect(parts[0].text).toBe('…');
    expect(marked(parts)).toEqual(['needle']);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(110);
  });

  it('stays linear on hostile input', () => {
    const hostile = `${'a'.repeat(100_000)}${'ab '.repeat(30_000)}${'拡'.repeat(30_000)}`;
    const started = performance.now();
    highlight(hostile, queryTokens('aaaa 拡拡', 'ja'), 'ja');
    indexTokens(hostile, 'ja');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
