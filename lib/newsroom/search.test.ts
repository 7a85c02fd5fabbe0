import { describe, expect, it } from 'vitest';
import { loadArticles } from './articles';
import { releasedOnly } from './embargo';
import { articleYears, MAX_QUERY_CHARS, searchArticles, searchParamsSchema } from './search';
import { articlesForLocale } from './translations';

const all = loadArticles();
const query = (raw: Record<string, unknown>) => searchParamsSchema.parse(raw);
const marks = (parts: { text: string; mark: boolean }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('archive search', () => {
  it('finds an English release by a word of its body only, and marks it', () => {
    const result = searchArticles(articlesForLocale(all, 'en'), query({ q: 'Le Thanh Ton' }), 'en');
    expect(result.hits.map((hit) => hit.article.slug)).toContain('kairo-pr-expands-ho-chi-minh-city-office');
    const hit = result.hits.find((h) => h.article.slug === 'kairo-pr-expands-ho-chi-minh-city-office')!;
    expect(marks(hit.snippet).join(' ')).toMatch(/Thanh/);
  });

  it('finds Japanese and Korean releases by a word of their body', () => {
    const ja = searchArticles(articlesForLocale(all, 'ja'), query({ q: '編集デスク' }), 'ja');
    expect(ja.hits[0].article.slug).toBe('kairo-pr-expands-ho-chi-minh-city-office-ja');
    const ko = searchArticles(articlesForLocale(all, 'ko'), query({ q: '에디터' }), 'ko');
    expect(ko.hits.map((hit) => hit.article.slug)).toContain('kairo-pr-launches-free-pr-credibility-checker-ko');
    expect(marks(ko.hits[0].snippet)).toContain('에디터');
  });

  it('requires every term, filters by category and year, and pages', () => {
    const en = articlesForLocale(all, 'en');
    expect(searchArticles(en, query({ q: 'office zzzznotaword' }), 'en').total).toBe(0);
    const releases = searchArticles(en, query({ category: 'Kairo Newsroom', year: '2026' }), 'en');
    expect(releases.total).toBe(en.filter((a) => a.category === 'Kairo Newsroom' && a.date.startsWith('2026')).length);
    expect(releases.hits.length).toBeLessThanOrEqual(10);
    expect(searchArticles(en, query({ page: '99' }), 'en').page).toBe(searchArticles(en, query({}), 'en').pages);
    expect(articleYears(en)[0]).toBe('2026');
  });

  it('reads a malformed or hostile query string as a bounded one', () => {
    const parsed = query({ q: 'x'.repeat(10_000), year: 'nineteen', page: '-3', category: ['a', 'b'] });
    expect(parsed).toEqual({ q: 'x'.repeat(MAX_QUERY_CHARS), year: '', page: 1, category: 'a' });
    const started = performance.now();
    searchArticles(articlesForLocale(all, 'ja'), query({ q: '拡'.repeat(5000) + ' a'.repeat(5000) }), 'ja');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('never finds an embargoed release', () => {
    const held = { ...all[0], embargo: '2999-01-01T00:00:00Z' };
    const visible = releasedOnly([held, ...all.slice(1)]);
    const result = searchArticles(articlesForLocale(visible, 'en'), query({ q: all[0].title }), 'en');
    expect(result.hits.map((hit) => hit.article.slug)).not.toContain(all[0].slug);
  });
});
