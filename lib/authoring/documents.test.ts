import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseArticle } from '@/lib/newsroom/front-matter';
import {
  contentDocument,
  documentData,
  documentFile,
  documentId,
  documentSource,
  documentTag,
  documentTitle,
} from './documents';

describe('content documents and their translations', () => {
  it('names a translation by the file and the locale, and finds it in the locale folder', () => {
    const doc = contentDocument('file', 'faq.ko');
    expect(doc).toEqual({ kind: 'file', name: 'faq', locale: 'ko' });
    expect(documentFile(doc!)).toBe('ko/faq.yaml');
    expect(documentId(doc!)).toBe('faq.ko');
    expect(documentTag(doc!)).toBe(documentTag({ kind: 'file', name: 'faq' }));
    expect(documentTitle(doc!)).toContain('한국어');
    expect(documentFile(contentDocument('file', 'services.ja')!)).toBe('ja/services.nodes.json');
  });

  it('keeps the English file where it is', () => {
    const doc = contentDocument('file', 'faq');
    expect(doc).toEqual({ kind: 'file', name: 'faq' });
    expect(documentFile(doc!)).toBe('faq.yaml');
    expect(documentId(doc!)).toBe('faq');
  });

  it('refuses unknown locales, English as a translation, unknown files and extra parts', () => {
    for (const id of ['faq.fr', 'faq.en', 'faq.', 'nope.ko', 'faq.ko.x', '../faq.ko', 'ko/faq']) {
      expect(contentDocument('file', id), id).toBeUndefined();
    }
  });
});

describe('an article with release fields in the back office', () => {
  it('survives a save: the written YAML reads back as the same release, its instants as text for the form', () => {
    const doc = contentDocument('article', 'kairo-pr-expands-ho-chi-minh-city-office')!;
    const file = 'content/newsroom/kairo-pr-expands-ho-chi-minh-city-office.md';
    const withEmbargo = readFileSync(file, 'utf8').replace('\n---\n', '\nembargo: 2026-03-10T02:00:00Z\n---\n');
    const data = documentData(doc, file, withEmbargo) as Record<string, unknown>;
    const saved = documentSource(doc, data, withEmbargo);
    const again = documentData(doc, file, saved) as { embargo: unknown; dateline: { time: unknown } };
    expect(again.embargo).toBe('2026-03-10T02:00:00.000Z');
    expect(typeof again.dateline.time).toBe('string');
    const article = parseArticle('newsroom/kairo-pr-expands-ho-chi-minh-city-office.md', saved);
    expect(article.dateline).toMatchObject({ city: 'Ho Chi Minh City', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(Date.parse(article.dateline!.time)).toBe(Date.parse('2026-03-10T09:00:00+07:00'));
    expect(article.contacts).toHaveLength(2);
  });
});
