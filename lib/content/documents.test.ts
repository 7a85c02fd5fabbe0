import { describe, expect, it } from 'vitest';
import { contentDocument, documentFile, documentId, documentTag, documentTitle } from './documents';

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
