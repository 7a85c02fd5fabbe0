import { describe, expect, it } from 'vitest';
import { buildPassages } from '@/lib/chat/expert/knowledge';
import { readKnowledgeSources } from '@/lib/chat/expert/sources';
import { locales } from '@/lib/i18n/locales';
import { evalSet } from './cases';
import { parseEvalSet, TOPICS } from './schema';

const passages = buildPassages(readKnowledgeSources());
const knowledge = passages.map((p) => `${p.text}\n${p.answer}\n${p.next}`.toLowerCase()).join('\n');

describe('chat evaluation set', () => {
  it('has at least 80 items, every topic among them', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(80);
    expect(new Set(evalSet.map((item) => item.topic))).toEqual(new Set(TOPICS));
  });

  it('holds the questions a visitor asked and got wrong answers to', () => {
    const questions = evalSet.map((item) => item.question);
    for (const question of [
      'Which outlets can you get us into in Vietnam?',
      'How quickly will someone answer if I fill in your contact form?',
      'Our bridge got exploited last night. How fast can you help?',
      'How long does a launch campaign usually take?',
    ])
      expect(questions).toContain(question);
  });

  it('expects only facts the content states, so an edit to content/ cannot silently desync it', () => {
    for (const item of evalSet.filter((i) => i.expect === 'answer' && i.locale === 'en')) {
      for (const fact of item.mustContain) {
        const ways = typeof fact === 'string' ? [fact] : fact;
        expect(
          ways.some((way) => knowledge.includes(way.toLowerCase())),
          `${item.id}: ${ways.join(' | ')}`,
        ).toBe(true);
      }
    }
  });

  it('asks the core questions in every language of the site, a price and an unknown among them', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const items = evalSet.filter((item) => item.locale === locale);
      expect(items.length, locale).toBeGreaterThanOrEqual(8);
      expect(items.some((item) => item.topic === 'packages' && item.mustContain.flat().some((t) => /\d/.test(t)))).toBe(
        true,
      );
      expect(items.some((item) => item.expect === 'refuse')).toBe(true);
    }
  });

  it('rejects an item without a locale-valid shape, a fact to check or a unique id', () => {
    const item = { id: 'x', topic: 'seo', question: 'SEO?', expect: 'answer', mustContain: ['backlinks'] };
    expect(parseEvalSet([item])[0].locale).toBe('en');
    expect(() => parseEvalSet([{ ...item, mustContain: [] }])).toThrow(/at least one fact/);
    expect(() => parseEvalSet([{ ...item, locale: 'xx' }])).toThrow();
    expect(() => parseEvalSet([item, item])).toThrow(/duplicate/);
  });
});
