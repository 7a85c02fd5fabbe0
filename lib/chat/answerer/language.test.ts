import { describe, expect, it } from 'vitest';
import { latinWords } from './files';
import { isWrittenIn, questionLanguage } from './language';

const common = latinWords();
const asked = (text: string, page: Parameters<typeof questionLanguage>[1]) => questionLanguage(text, page, common);

describe('questionLanguage', () => {
  it("is the visitor's language, not the page's", () => {
    expect(asked('PR Package는 얼마인가요?', 'en')).toBe('ko');
    expect(asked('패키지 가격이 궁금합니다', 'vi')).toBe('ko');
    expect(asked('How much is the PR Package?', 'vi')).toBe('en');
    expect(asked('How much is the PR Package?', 'ja')).toBe('en');
  });

  it('reads kana as Japanese and Han alone as Chinese, or as Japanese on a Japanese page', () => {
    expect(asked('PR Packageはいくらですか？', 'en')).toBe('ja');
    expect(asked('プレスリリース', 'zh')).toBe('ja');
    expect(asked('新闻稿价格', 'en')).toBe('zh');
    expect(asked('料金表', 'en')).toBe('zh');
    expect(asked('料金表', 'ja')).toBe('ja');
  });

  it('tells Vietnamese by its marks, and typed without them by its common words', () => {
    expect(asked('Gói PR Package giá bao nhiêu?', 'en')).toBe('vi');
    expect(asked('goi PR Package gia bao nhieu vay', 'vi')).toBe('vi');
    expect(asked('cho minh hoi gia bao nhieu', 'en')).toBe('vi');
  });

  it("keeps the page's language when the text cannot tell", () => {
    expect(asked('?', 'ko')).toBe('ko');
    expect(asked('a', 'zh')).toBe('zh');
    expect(asked('😀👍', 'vi')).toBe('vi');
    expect(asked('PR Package', 'vi')).toBe('vi');
  });

  it('ignores link targets and addresses', () => {
    expect(asked('https://example.com/ko/pricing 가격?', 'en')).toBe('ko');
  });
});

describe('isWrittenIn', () => {
  it('holds for text in the language and not for another', () => {
    expect(isWrittenIn('모든 패키지는 고정 요금입니다. [요금 안내](/ko/pricing)', 'ko')).toBe(true);
    expect(isWrittenIn('Our packages have fixed prices.', 'ko')).toBe(false);
    expect(isWrittenIn('料金表', 'ja')).toBe(false);
    expect(isWrittenIn('料金はいくらですか', 'ja')).toBe(true);
    expect(isWrittenIn('Các gói của chúng tôi có giá cố định', 'vi')).toBe(true);
  });
});
