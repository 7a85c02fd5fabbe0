/**
 * The answerer end to end on the real content (content/): each language answers a price question
 * from its own packages and pages, refuses with the way to a person what the site never says, and
 * never mixes in another language's refusal.
 */
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/content/price';
import { localizedPath, locales, type Locale } from '@/lib/i18n/locales';
import { refusal } from './actions';
import { readAnswererSources } from './files';
import { answererFor } from './instances';
import { isWrittenIn } from './language';

const sources = Object.fromEntries(locales.map((locale) => [locale, readAnswererSources(locale)])) as Record<
  Locale,
  ReturnType<typeof readAnswererSources>
>;
const answerer = (locale: Locale) => answererFor(sources[locale]);

/** A price question and one about something the site never says, as a visitor writes them. */
const QUESTIONS: Record<Locale, { price: string; unknown: string }> = {
  en: { price: 'How much is the PR Package?', unknown: 'Do you accept payment in Dogecoin?' },
  vi: { price: 'Gói PR Package giá bao nhiêu?', unknown: 'Các bạn có nhận thanh toán bằng Dogecoin không?' },
  zh: { price: 'PR Package 多少钱？', unknown: '你们接受狗狗币付款吗？' },
  ko: { price: 'PR Package는 얼마인가요?', unknown: '도지코인으로 결제할 수 있나요?' },
  ja: { price: '料金はいくらですか？', unknown: 'ドージコインで支払えますか？' },
};

const PR_PACKAGE = sources.en.packages.find((pkg) => pkg.id === 'pr-package')!;

describe.each(locales)('the %s answerer', (locale) => {
  it(
    'answers a price question with the package price in its language and links its pricing page',
    { timeout: 30_000 },
    () => {
      const reply = answerer(locale).reply(QUESTIONS[locale].price);
      expect(reply).toContain(`**${PR_PACKAGE.name}**: ${formatUsd(PR_PACKAGE.price, locale)}`);
      expect(reply).toContain(`](${localizedPath('/pricing', locale)})`);
      expect(isWrittenIn(reply, locale)).toBe(true);
    },
  );

  it('refuses what the site never says, with the e-mail address and its contact page', { timeout: 30_000 }, () => {
    const reply = answerer(locale).reply(QUESTIONS[locale].unknown);
    expect(reply).toBe(refusal(sources[locale]));
    expect(reply).toContain(`(mailto:${sources[locale].site.email})`);
    expect(reply).toContain(`](${localizedPath('/contact', locale)})`);
    expect(answerer(locale).ground(QUESTIONS[locale].unknown)).toEqual([]);
  });

  it('refuses the English Dogecoin question too rather than answer from a near miss', { timeout: 30_000 }, () => {
    expect(answerer(locale).reply('Do you accept payment in Dogecoin?')).toBe(refusal(sources[locale]));
  });

  it("never says another language's refusal", { timeout: 30_000 }, () => {
    const others = locales.filter((other) => other !== locale).map((other) => sources[other].phrases.refusal);
    const asked = [
      ...Object.values(QUESTIONS).flatMap((q) => [q.price, q.unknown]),
      'Hello!',
      'Where are your offices?',
    ];
    for (const question of asked) {
      const reply = answerer(locale).reply(question);
      for (const phrase of others) expect(reply, question).not.toContain(phrase);
    }
  });
});

describe('grounding', () => {
  it('gives the passages an answer quotes, each with its localized page', { timeout: 30_000 }, () => {
    const passages = answerer('ko').ground(QUESTIONS.ko.price);
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) expect(passage.href.startsWith('/ko/')).toBe(true);
    const reply = answerer('ko').reply(QUESTIONS.ko.price);
    for (const passage of passages) expect(reply).toContain(passage.answer);
  });

  it('leans a short follow-up on the previous question', { timeout: 30_000 }, () => {
    const history = [
      { role: 'user' as const, content: 'How much is the PR Package?' },
      { role: 'assistant' as const, content: answerer('en').reply('How much is the PR Package?') },
    ];
    expect(answerer('en').reply('and the Mainstream one?', history)).toContain(formatUsd(1990, 'en'));
  });
});
