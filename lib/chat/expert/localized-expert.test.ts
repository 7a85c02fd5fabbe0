import { describe, expect, it } from 'vitest';
import { site } from '@/lib/config/site';
import type { FaqItem } from '@/lib/content/schemas';
import { createChatExpert } from './expert';
import { expertFor } from './expert-instance';
import { formatUsd } from '@/lib/content/price';
import { phrases } from './phrases';
import { isWrittenIn, languageShare, localeTerms, segmentWords } from './segment';
import { readKnowledgeSources } from './sources';

const sources = readKnowledgeSources();
const priceOf = (id: string) => sources.packages.find((p) => p.id === id)!.price;

describe('segmenting questions with Intl.Segmenter', () => {
  it('cuts Chinese and Japanese written without spaces into words', () => {
    expect(segmentWords('PR Package套餐多少钱？', 'zh')).toEqual(['pr', 'package', '套餐', '多少钱']);
    expect(segmentWords('PR Packageはいくらですか？', 'ja')).toEqual(['pr', 'package', 'は', 'いくら', 'です', 'か']);
    expect(localeTerms('PR Packageはいくらですか？', 'ja')).toEqual(['pr', 'package', 'いくら']);
  });

  it('takes the particles off Korean words, so "패키지는" and "패키지" meet', () => {
    expect(localeTerms('PR Package 패키지는 얼마인가요?', 'ko')).toEqual(['pr', 'package', '패키지', '얼마']);
    expect(localeTerms('환불은 가능한가요', 'ko')[0]).toBe('환불');
  });

  it('reads Vietnamese at spaces, with or without tone marks', () => {
    expect(localeTerms('Giá gói bao nhiêu?', 'vi')).toEqual(localeTerms('gia goi bao nhieu', 'vi'));
    expect(segmentWords('Đặt lịch', 'vi')).toEqual(['dat', 'lich']);
  });

  it('measures the language a reply is written in', () => {
    expect(isWrittenIn('가격은 **US$1,499**입니다. [요금 안내](/ko/pricing)', 'ko')).toBe(true);
    expect(isWrittenIn('The PR Package costs $1,499.', 'ko')).toBe(false);
    expect(isWrittenIn('料金は$1,499です。', 'ja')).toBe(true);
    // Kanji alone is Chinese, not Japanese.
    expect(isWrittenIn('价格为 US$1,499。', 'ja')).toBe(false);
    expect(isWrittenIn('价格为 US$1,499。', 'zh')).toBe(true);
    expect(isWrittenIn('Gói này có giá 1.499 US$ và được đăng trong vòng 7-10 ngày.', 'vi')).toBe(true);
    expect(isWrittenIn('This package costs 1.499 US$ and publishes in days.', 'vi')).toBe(false);
    expect(languageShare('[hello@kairo-pr.example](mailto:hello@kairo-pr.example) 연락', 'ko')).toBe(1);
  });
});

describe('a pricing question in each language', () => {
  const cases = [
    { locale: 'ko', question: 'PR Package 패키지는 얼마인가요?', price: 'US$1,499' },
    { locale: 'ja', question: 'PR Packageはいくらですか？', price: '$1,499' },
    { locale: 'zh', question: 'PR Package 套餐多少钱？', price: 'US$1,499' },
    { locale: 'vi', question: 'Gói PR Package giá bao nhiêu?', price: '1.499\u00a0US$' },
  ] as const;

  it.each(cases)('$locale: answered in that language with the package price', ({ locale, question, price }) => {
    expect(priceOf('pr-package')).toBe(1499);
    const { markdown, kind } = expertFor(sources, locale).reply(question);
    expect(kind).toBe('package');
    expect(markdown).toContain('**PR Package**');
    expect(markdown).toContain(price);
    expect(isWrittenIn(markdown, locale), markdown).toBe(true);
    expect(markdown).toContain(`](/${locale}/pricing)`);
  });

  it.each([
    { locale: 'ko', question: '패키지 가격이 어떻게 되나요?' },
    { locale: 'ja', question: 'プランの料金を教えてください' },
    { locale: 'zh', question: '你们的价格是多少？' },
    { locale: 'vi', question: 'Bảng giá các gói thế nào?' },
  ] as const)('$locale: the price list names every package with its price', ({ locale, question }) => {
    const { markdown } = expertFor(sources, locale).reply(question);
    const usd = (amount: number) => formatUsd(amount, locale);
    for (const pkg of sources.packages) expect(markdown).toContain(`**${pkg.name}**: ${usd(pkg.price)}`);
    expect(isWrittenIn(markdown, locale), markdown).toBe(true);
  });
});

describe('the localized expert', () => {
  it('reads "how long" in Korean as a timeline, not a price', () => {
    const { markdown } = expertFor(sources, 'ko').reply('게재까지 얼마나 걸리나요?');
    expect(markdown).toContain(`**${site.publicationDays}일**`);
    expect(markdown).not.toContain('US$');
  });

  it('says it does not know, in the language, and offers a person', () => {
    for (const [locale, question] of [
      ['ko', '직원 복지는 어떤가요?'],
      ['ja', '社員食堂のメニューは何ですか？'],
      ['zh', '你们公司有员工食堂吗？'],
      ['vi', 'Công ty có căng tin cho nhân viên không?'],
    ] as const) {
      const { markdown, kind } = expertFor(sources, locale).reply(question);
      expect(kind, question).toBe('unknown');
      expect(markdown).toContain(phrases[locale].dontKnow);
      expect(markdown).toContain(`mailto:${site.email}`);
      expect(isWrittenIn(markdown, locale)).toBe(true);
    }
  });

  it('answers from a translated FAQ, indexed word by word', () => {
    const faq: FaqItem[] = [
      {
        id: 'refund',
        question: '게재되지 않으면 환불받을 수 있나요?',
        answer: '게재가 확정되지 않으면 전액 환불해 드립니다.',
      },
      {
        id: 'seo',
        question: '보도자료가 검색 순위에 도움이 되나요?',
        answer: '구글 뉴스 색인으로 검색 노출이 늘어납니다.',
      },
    ];
    const korean = expertFor({ ...sources, faqItems: faq, extraFaqItems: [] }, 'ko');
    const reply = korean.reply('환불은 가능한가요?');
    expect(reply.markdown).toContain('전액 환불해 드립니다');
    expect(reply.markdown).toContain('](/ko/faq)');
    expect(korean.reply('검색 순위에도 도움이 되나요?').markdown).toContain('구글 뉴스');
  });

  it('leaves English left-overs out of a translated answer', () => {
    const { markdown } = expertFor(sources, 'ja').reply('PR Packageはいくらですか？');
    const english = sources.packages.find((p) => p.id === 'pr-package')!;
    expect(markdown).not.toContain(english.description);
  });

  it('keeps English exactly as the English expert answers', () => {
    const english = createChatExpert(sources);
    for (const question of ['How much is the PR Package?', 'hi', 'Can you get me into Forbes?']) {
      expect(expertFor(sources, 'en').reply(question).markdown).toBe(english.reply(question).markdown);
    }
  });
});
