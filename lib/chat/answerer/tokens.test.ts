import { describe, expect, it } from 'vitest';
import { readVocabulary } from './files';
import { createAnalyzer, fold, hasVietnameseMarks, type Term } from './tokens';
import type { Locale } from '@/lib/i18n/locales';

const analyzer = (locale: Locale) => createAnalyzer(locale, readVocabulary(locale).glossary);
const texts = (terms: Term[], kind?: Term['kind']) => terms.filter((t) => !kind || t.kind === kind).map((t) => t.text);
const shared = (a: Term[], b: Term[]) => texts(a).filter((term) => texts(b).includes(term));

describe('Korean terms', () => {
  const ko = analyzer('ko');

  it('cut the particle, so 패키지는, 패키지를 and 패키지 are one word', () => {
    expect(texts(ko.terms('패키지는'), 'word')).toEqual(['패키지']);
    expect(texts(ko.terms('패키지를'), 'word')).toEqual(['패키지']);
    expect(texts(ko.terms('패키지'), 'word')).toEqual(['패키지']);
  });

  it('keep a stem of two syllables whole rather than cut it to one', () => {
    expect(texts(ko.terms('가는'), 'word')).toEqual(['가는']);
  });

  it('add the syllable pairs of a longer word, so a compound written with and without a space meets', () => {
    expect(shared(ko.terms('보도자료'), ko.terms('보도 자료'))).toContain('보도');
    expect(texts(ko.terms('보도자료'), 'pair')).toEqual(expect.arrayContaining(['보도', '도자', '자료']));
  });
});

describe('Chinese and Japanese terms', () => {
  it('add the character pairs of a Han run, so words the segmenter cuts differently still meet', () => {
    const zh = analyzer('zh');
    expect(texts(zh.terms('新闻稿价格'), 'pair')).toEqual(expect.arrayContaining(['新闻', '闻稿', '稿价', '价格']));
    expect(shared(zh.terms('你们的新闻稿发布'), zh.terms('发布新闻稿'))).toEqual(
      expect.arrayContaining(['新闻', '发布']),
    );
  });

  it('break Japanese runs at hiragana function words and keep katakana and kanji words', () => {
    const ja = analyzer('ja');
    const terms = texts(ja.terms('プレスリリースの料金'));
    expect(terms).toEqual(expect.arrayContaining(['料金']));
    expect(terms.some((term) => term.includes('の'))).toBe(false);
    expect(shared(ja.terms('料金表'), ja.terms('料金'))).toContain('料金');
  });
});

describe('Vietnamese terms', () => {
  const vi = analyzer('vi');

  it('keep the marks as written, so nhánh is not nhanh', () => {
    expect(texts(vi.terms('nhánh'), 'word')).toEqual(['nhánh']);
    expect(texts(vi.terms('nhanh'), 'word')).toEqual(['nhanh']);
  });

  it('read a question typed without marks in folded form, marked ~, as the index also holds each word', () => {
    expect(texts(vi.terms('giá gói', true))).toEqual(['~gia', '~gia ~goi', '~goi']);
    expect(texts(vi.terms('gia goi', true))).toEqual(texts(vi.terms('giá gói', true)));
    expect(texts(vi.terms('giá gói'))).toEqual(['giá', 'giá gói', 'gói']);
  });

  it('fold đ to d and tell marked text', () => {
    expect(fold('Đăng bài')).toBe('dang bai');
    expect(hasVietnameseMarks('đăng')).toBe(true);
    expect(hasVietnameseMarks('dang bai')).toBe(false);
  });
});

describe('English terms', () => {
  it('lower case, cut endings, drop stop words', () => {
    const en = analyzer('en');
    const terms = texts(en.terms('What are the Prices of your packages?'));
    expect(terms).not.toContain('the');
    expect(terms.some((term) => term.startsWith('price'))).toBe(true);
    expect(terms.every((term) => term === term.toLowerCase())).toBe(true);
  });
});
