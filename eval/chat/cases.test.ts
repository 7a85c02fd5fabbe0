import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { actionPassages } from '@/lib/chat/answerer/actions';
import { readAnswererSources } from '@/lib/chat/answerer/files';
import { buildPassages } from '@/lib/chat/answerer/passages';
import { fill } from '@/lib/chat/answerer/vocabulary';
import { site } from '@/lib/config/site';
import { locales, type Locale } from '@/lib/i18n/locales';
import { evalSet } from './cases';
import { heldOutSets, newEvalSet } from './cases-new';
import { HALVES, parseEvalSet, TOPICS, type EvalItem } from './schema';
import { allItems } from './sets';

const sources = readAnswererSources();
const passages = [...buildPassages(sources), ...actionPassages(sources)];
const knowledge = passages.map((p) => `${p.title}\n${p.answer}\n${p.href}`.toLowerCase()).join('\n');

/** Every fact an answer item expects occurs (in one of its wordings) in the text `said` returns for it. */
function expectFactsStated(items: readonly EvalItem[], said: (item: EvalItem) => string) {
  for (const item of items.filter((i) => i.expect === 'answer')) {
    for (const fact of item.mustContain) {
      const ways = typeof fact === 'string' ? [fact] : fact;
      expect(
        ways.some((way) => said(item).includes(way.toLowerCase())),
        `${item.locale}:${item.id}: ${ways.join(' | ')}`,
      ).toBe(true);
    }
  }
}

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
    expectFactsStated(
      evalSet.filter((i) => i.locale === 'en'),
      () => knowledge,
    );
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

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** Every text and number in a parsed content file, one per line. */
function texts(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/**
 * What a language's content says, read from the files themselves (not through the assistant's code,
 * which will be replaced): content/<locale>/*.yaml and *.nodes.json (English: content/*), and the
 * newsroom articles in that language.
 */
function contentOf(locale: Locale): string {
  const dir = locale === 'en' ? contentDir : path.join(contentDir, locale);
  const newsroom = path.join(contentDir, 'newsroom', locale === 'en' ? '' : locale);
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml') || name.endsWith('.nodes.json'));
  const parts = files.flatMap((name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    return texts(name.endsWith('.json') ? JSON.parse(text) : parse(text));
  });
  const articles = readdirSync(newsroom)
    .filter((name) => name.endsWith('.md'))
    .map((name) => readFileSync(path.join(newsroom, name), 'utf8'));
  return [...parts, ...articles].join('\n').toLowerCase();
}

describe('chat evaluation sets written before the retrieval answerer', () => {
  const foreign = ['vi', 'zh', 'ko', 'ja'] as const;

  it('parse, with ids unique per language, and stay out of the gated set', () => {
    expect(newEvalSet.length).toBe(Object.values(heldOutSets).flat().length);
    const gated = new Set(evalSet.map((item) => `${item.locale}:${item.id}`));
    for (const item of newEvalSet) expect(gated.has(`${item.locale}:${item.id}`), item.id).toBe(false);
  });

  it.each(foreign)('%s: at least 44 items, every topic, in two halves of (nearly) equal size', (locale) => {
    const items = parseEvalSet(heldOutSets[locale]);
    expect(items.length).toBeGreaterThanOrEqual(44);
    expect(items.every((item) => item.locale === locale && item.page === locale)).toBe(true);
    expect(new Set(items.map((item) => item.topic))).toEqual(new Set(TOPICS));
    const sizes = HALVES.map((half) => items.filter((item) => item.half === half).length);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.abs(sizes[0] - sizes[1])).toBeLessThanOrEqual(2);
    for (const topic of TOPICS) {
      const perHalf = HALVES.map((half) => items.filter((i) => i.topic === topic && i.half === half).length);
      expect(Math.abs(perHalf[0] - perHalf[1]), topic).toBeLessThanOrEqual(1);
    }
    expect(items.filter((item) => item.expect === 'refuse').length).toBeGreaterThanOrEqual(4);
    for (const topic of ['packages', 'refunds', 'offices', 'crisis'] as const)
      expect(
        items.some((item) => item.topic === topic && item.expect === 'answer'),
        topic,
      ).toBe(true);
  });

  it('has more English items and questions asked in another language on an English page', () => {
    expect(heldOutSets.en.length).toBeGreaterThanOrEqual(10);
    const cross = parseEvalSet(heldOutSets.crossLanguage);
    expect(cross.length).toBeGreaterThanOrEqual(4);
    expect(cross.every((item) => item.page === 'en' && item.locale !== 'en')).toBe(true);
  });

  it("expects only facts the content in the question's language states", () => {
    const content = new Map(locales.map((locale) => [locale, contentOf(locale)]));
    expectFactsStated(newEvalSet, (item) => content.get(item.locale)!);
  });
});

describe('tuning items written after the answerer', () => {
  it("are all tuning, and expect only what the content or the assistant's phrases in their language state", () => {
    const later = allItems.filter((item) => item.id.startsWith('later-'));
    expect(later.length).toBeGreaterThanOrEqual(5 * 20);
    expect(later.every((item) => item.half === 'tuning')).toBe(true);
    // The phrases as the assistant says them, with the site's figures in their places.
    const figures = {
      hours: site.inquiryReplyHours,
      minutes: site.discoveryCallMinutes,
      days: site.publicationDays,
      brand: site.brand,
    };
    const phrases = (locale: Locale) =>
      fill(readFileSync(path.join(contentDir, '..', 'messages', locale, 'Assistant.json'), 'utf8'), figures);
    const said = (locale: Locale) => `${contentOf(locale)}\n${phrases(locale)}`.toLowerCase();
    const known = new Map(locales.map((locale) => [locale, said(locale)]));
    expectFactsStated(later, (item) => known.get(item.locale)!);
  });
});
