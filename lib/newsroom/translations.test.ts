import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/authoring/check';
import { readArticleFolder } from './articles';
import type { Locale } from '@/lib/i18n/locales';
import { parseArticle, type Article } from './front-matter';
import { buildRss } from './rss-build';
import { parseRss } from './rss-read';
import { localFeedItems } from './source';
import { formatArticleDate } from './text';
import { readingMinutes } from './reading-time';
import {
  articleAlternates,
  articleView,
  articlesForLocale,
  localizeArticleHref,
  sitemapArticles,
} from './translations';
import { sitemapUrls } from '@/lib/seo/public-routes';

const body = 'Kairo PR today announced a new office in the city. '.repeat(20);

function source(fields: Record<string, string>, text = body): string {
  const base: Record<string, string> = {
    title: 'Kairo PR Opens a New Office in the City',
    slug: 'office',
    date: '2026-03-10',
    category: 'Kairo Newsroom',
    description: 'The agency opens a new office to serve founders announcing news at home and abroad.',
    author: 'Kairo Newsroom',
    ...fields,
  };
  const yaml = Object.entries(base)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${text}`;
}

function article(slug: string, fields: Record<string, string> = {}, text?: string): Article {
  const locale = (fields.locale ?? 'en') as Locale;
  return parseArticle(`content/newsroom/${slug}.md`, source({ slug, ...fields }, text), locale);
}

// One release in English with a Korean and a Japanese translation, an English-only guide, a Korean-only note.
const office = article('office', { date: '2026-03-10' });
const officeKo = article('office-ko', { locale: 'ko', translationKey: 'office', date: '2026-03-10' });
const officeJa = article('office-ja', { locale: 'ja', translationKey: 'office', date: '2026-03-10' });
const guide = article(
  'guide',
  { date: '2026-01-12', category: "'PR Tips & Guides'" },
  'See [the office](/prstudio/office) and [pricing](/pricing). '.repeat(20),
);
const seoulOnly = article('seoul-desk', { locale: 'ko', date: '2026-05-01' });
const all = [office, officeKo, officeJa, guide, seoulOnly];

describe('front matter: locale and translationKey', () => {
  it('defaults to English with the slug as its own translation key', () => {
    expect(office).toMatchObject({ locale: 'en', translationKey: 'office' });
    expect(officeKo).toMatchObject({ locale: 'ko', translationKey: 'office' });
  });

  it('refuses an unknown locale, one that disagrees with its folder and a malformed key', () => {
    expect(() =>
      parseArticle('content/newsroom/ko/office-ja.md', source({ slug: 'office-ja', locale: 'ja' }), 'ko'),
    ).toThrow(/office-ja\.md: field "locale" must be "ko" for a file in newsroom\/ko\//);
    expect(() => parseArticle('content/newsroom/ko/office-ko.md', source({ slug: 'office-ko' }), 'ko')).not.toThrow();
    expect(() => article('office-fr', { locale: 'fr' })).toThrow(
      /office-fr\.md: field "locale" must be one of: en, vi, zh, ko, ja/,
    );
    expect(() => article('office-ko', { locale: 'ko', translationKey: 'Office Key' })).toThrow(
      /field "translationKey" must be lowercase words/,
    );
  });

  it('measures CJK reading time in characters, not spaced words', () => {
    const japanese = 'これは日本語の文章です。'.repeat(250); // 3,000 characters, no spaces at all
    expect(readingMinutes(japanese, 'ja')).toBe(6);
    expect(readingMinutes(japanese, 'en')).toBe(1);
    expect(readingMinutes('한국어 문장입니다. '.repeat(100), 'ko')).toBe(2);
  });

  it('formats dates in the page language, the month written out, and keeps English as before', () => {
    const day = '2026-11-20T00:00:00.000Z';
    expect(formatArticleDate(day, 'en')).toBe('Nov 20, 2026');
    expect(formatArticleDate(day, 'vi')).toBe('20 tháng 11, 2026');
    expect(formatArticleDate(day, 'ja')).toBe('2026年11月20日');
    expect(formatArticleDate(day, 'zh')).toBe('2026年11月20日');
    expect(formatArticleDate(day, 'ko')).toBe('2026년 11월 20일');
  });
});

describe('the article folder and content:check', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A content folder: paths under newsroom/ (`ko/x.md` for a translation) and their text. */
  function folder(files: Record<string, string>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-i18n-'));
    for (const [name, text] of Object.entries(files)) {
      const full = path.join(dir, 'newsroom', name);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
    return dir;
  }

  it('reads translations from language folders and reports two in the same language, keeping the first', () => {
    const root = folder({
      'office.md': source({ slug: 'office' }),
      'ko/office-ko.md': source({ slug: 'office-ko', translationKey: 'office' }),
      'ko/office-korean.md': source({ slug: 'office-korean', locale: 'ko', translationKey: 'office' }),
    });
    const { articles, errors } = readArticleFolder(path.join(root, 'newsroom'));
    expect(articles.map((a) => [a.slug, a.locale]).sort()).toEqual([
      ['office', 'en'],
      ['office-ko', 'ko'],
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /ko\/office-korean\.md: field "translationKey" "office" already has a ko translation: .*ko\/office-ko\.md/,
      ),
    ]);
  });

  it('makes npm run content:check fail on unknown languages, a slug used twice and a second translation', () => {
    const root = folder({
      'office.md': source({ slug: 'office' }),
      'office-fr.md': source({ slug: 'office-fr', locale: 'fr' }),
      'fr/office-fr.md': source({ slug: 'office-fr' }),
      'ja/office.md': source({ slug: 'office', translationKey: 'office-x' }),
      'ja/office-ja.md': source({ slug: 'office-ja', translationKey: 'office' }),
      'ja/office-nihongo.md': source({ slug: 'office-nihongo', translationKey: 'office' }),
    });
    const issues = checkContent({ dir: root, tags: ['articles'] });
    expect(issues.map((issue) => [issue.file.split('newsroom').pop(), issue.field])).toEqual([
      ['/fr', 'locale'],
      ['/office-fr.md', 'locale'],
      ['/ja/office-nihongo.md', 'translationKey'],
      ['/ja/office.md', 'slug'],
    ]);
  });
});

describe('listing per locale', () => {
  it('shows a locale its own articles, then English ones it has no translation of, newest first', () => {
    expect(articlesForLocale(all, 'ko').map((a) => a.slug)).toEqual(['seoul-desk', 'office-ko', 'guide']);
    expect(articlesForLocale(all, 'vi').map((a) => a.slug)).toEqual(['office', 'guide']);
    expect(articlesForLocale(all, 'en').map((a) => a.slug)).toEqual(['office', 'guide']);
  });

  it('marks fallbacks in a feed with their language and keeps links in the locale', () => {
    const toAbsolute = (p: string) => `https://kairo.example${p}`;
    const items = localFeedItems(all, toAbsolute, 'ko');
    expect(items.map((i) => [i.link, i.guid, i.language])).toEqual([
      ['https://kairo.example/ko/prstudio/seoul-desk', 'https://kairo.example/ko/prstudio/seoul-desk', undefined],
      ['https://kairo.example/ko/prstudio/office-ko', 'https://kairo.example/ko/prstudio/office-ko', undefined],
      ['https://kairo.example/ko/prstudio/guide', 'https://kairo.example/prstudio/guide', 'en'],
    ]);
    expect(localFeedItems(all, toAbsolute).every((item) => item.language === undefined)).toBe(true);
  });

  it('writes a valid RSS feed per locale with dc:language on the fallbacks only', async () => {
    const toAbsolute = (p: string) => `https://kairo.example${p}`;
    const channel = {
      title: 'Kairo',
      link: 'https://kairo.example/ja/pr-studio',
      description: 'Feed',
      selfUrl: 'https://kairo.example/ja/prstudio/rss.xml',
      language: 'ja',
    };
    const xml = buildRss(channel, localFeedItems(all, toAbsolute, 'ja'));
    expect(xml).toContain('<language>ja</language>');
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml.match(/<dc:language>en<\/dc:language>/g)).toHaveLength(1);
    expect((await parseRss(xml)).map((i) => i.link)).toEqual([
      'https://kairo.example/ja/prstudio/office-ja',
      'https://kairo.example/ja/prstudio/guide',
    ]);
    expect(buildRss({ ...channel, language: 'en' }, localFeedItems(all, toAbsolute))).not.toContain('dc:');
  });
});

describe('article pages per locale', () => {
  it("shows the locale's article, an English fallback, or sends to the translation", () => {
    expect(articleView(all, 'office-ko', 'ko')).toMatchObject({ kind: 'article', fallback: false });
    expect(articleView(all, 'guide', 'ko')).toMatchObject({ kind: 'article', fallback: true });
    expect(articleView(all, 'office', 'ko')).toEqual({ kind: 'redirect', path: '/ko/prstudio/office-ko' });
    expect(articleView(all, 'office-ko', 'en')).toEqual({ kind: 'redirect', path: '/prstudio/office' });
    expect(articleView(all, 'seoul-desk', 'ja')).toEqual({ kind: 'missing' });
    expect(articleView(all, 'nothing', 'ko')).toEqual({ kind: 'missing' });
  });

  it('gives every member of a translation group the same alternates, and an untranslated one only itself', () => {
    const expected = { en: '/prstudio/office', ko: '/prstudio/office-ko', ja: '/prstudio/office-ja' };
    for (const member of [office, officeKo, officeJa]) expect(articleAlternates(all, member)).toEqual(expected);
    expect(articleAlternates(all, guide)).toEqual({ en: '/prstudio/guide' });
  });

  it('gives the sitemap one entry per article with every translation, so its hreflang sets are reciprocal', () => {
    const entries = sitemapArticles(all);
    const office = entries.find((entry) => entry.slug === 'office')!;
    expect(office.translations).toEqual({
      en: { path: '/prstudio/office', title: expect.any(String) },
      ko: { path: '/prstudio/office-ko', title: expect.any(String) },
      ja: { path: '/prstudio/office-ja', title: expect.any(String) },
    });
    const urls = sitemapUrls(entries).filter((url) => url.kind === 'article' && Object.keys(url.languages).length > 1);
    expect(urls.map((url) => `${url.locale}:${url.path}`).sort()).toEqual([
      'en:/prstudio/office',
      'ja:/prstudio/office-ja',
      'ko:/prstudio/office-ko',
    ]);
    for (const url of urls) expect(url.languages).toEqual(urls[0].languages);
  });

  it("keeps links in an article in the reader's language", () => {
    expect(localizeArticleHref(all, '/prstudio/office#contact', 'ko')).toBe('/ko/prstudio/office-ko#contact');
    expect(localizeArticleHref(all, '/prstudio/guide', 'ko')).toBe('/ko/prstudio/guide');
    expect(localizeArticleHref(all, '/pricing', 'ja')).toBe('/ja/pricing');
    expect(localizeArticleHref(all, '/pricing', 'en')).toBe('/pricing');
    expect(localizeArticleHref(all, 'https://example.com/x', 'ko')).toBe('https://example.com/x');
  });
});
