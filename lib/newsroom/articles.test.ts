import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArticles, relatedArticles } from './articles';
import { ArticleError, parseArticle, type Article } from './front-matter';
import { countWords, readingMinutes } from './reading-time';

const body = 'Sorapay today announced a licence. '.repeat(20);

function source(fields: Record<string, string | undefined>, text = body): string {
  const base: Record<string, string | undefined> = {
    title: 'Sorapay Secures Licence From the Regulator',
    slug: 'sorapay-licence',
    date: '2026-01-27',
    category: 'Kairo Newsroom',
    description: 'Cross-border payments start-up Sorapay can now offer accounts to exporters.',
    author: 'Kairo Newsroom',
    ...fields,
  };
  const yaml = Object.entries(base)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${text}`;
}

const FILE = 'content/newsroom/sorapay-licence.md';

function errorOf(fn: () => unknown): ArticleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ArticleError) return error;
    throw error;
  }
  throw new Error('expected an ArticleError');
}

describe('parseArticle', () => {
  it('reads valid front matter, normalising the YAML date', () => {
    const article = parseArticle(FILE, source({}));
    expect(article).toMatchObject({
      slug: 'sorapay-licence',
      date: '2026-01-27',
      category: 'Kairo Newsroom',
      author: 'Kairo Newsroom',
      file: FILE,
    });
    expect(article.body.startsWith('Sorapay today')).toBe(true);
    expect(article.readingMinutes).toBe(1);
  });

  it('accepts a quoted date string', () => {
    expect(parseArticle(FILE, source({ date: '"2026-02-05"' })).date).toBe('2026-02-05');
  });

  it.each([
    ['title', { title: undefined }, 'is missing'],
    ['author', { author: undefined }, 'is missing'],
    ['date', { date: '2026-13-40' }, 'YYYY-MM-DD'],
    ['date', { date: '27/01/2026' }, 'YYYY-MM-DD'],
    ['category', { category: 'News' }, 'must be one of'],
    ['description', { description: 'Too short.' }, 'at least 40'],
    ['slug', { slug: 'Sorapay Licence' }, 'lowercase'],
    ['slug', { slug: 'another-slug' }, 'match the file name'],
  ])('names the file and the field "%s" when it is wrong', (field, fields, detail) => {
    const error = errorOf(() => parseArticle(FILE, source(fields)));
    expect(error.field).toBe(field);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain(`field "${field}"`);
    expect(error.message).toContain(detail);
  });

  it('rejects an empty body', () => {
    expect(errorOf(() => parseArticle(FILE, source({}, '   '))).field).toBe('body');
  });

  it('rejects front matter that is not YAML', () => {
    const error = errorOf(() => parseArticle(FILE, '---\ntitle: [unclosed\n---\nText'));
    expect(error.message).toContain(FILE);
    expect(error.field).toBe('front matter');
  });
});

describe('loadArticles', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function tempDir(files: Record<string, string>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  }

  it('loads every .md file newest first and ignores other files', () => {
    const folder = tempDir({
      'older-item.md': source({ slug: 'older-item', date: '2026-01-01' }),
      'newer-item.md': source({ slug: 'newer-item', date: '2026-06-01' }),
      'notes.txt': 'not an article',
    });
    expect(loadArticles(folder).map((a) => a.slug)).toEqual(['newer-item', 'older-item']);
  });

  it('throws naming the bad file', () => {
    const folder = tempDir({
      'good-item.md': source({ slug: 'good-item' }),
      'bad-item.md': source({ slug: 'bad-item', category: 'Gossip' }),
    });
    expect(() => loadArticles(folder)).toThrow(/bad-item\.md: field "category"/);
  });

  it('loads the real articles without error', () => {
    expect(loadArticles().length).toBeGreaterThanOrEqual(17);
  });
});

describe('relatedArticles', () => {
  const make = (slug: string, category: string, date: string) => ({ slug, category, date, title: slug }) as Article;
  const all = [
    make('a', 'Promotion', '2026-01-01'),
    make('b', 'Promotion', '2026-03-01'),
    make('c', 'Web3/Crypto', '2026-05-01'),
    make('d', 'Promotion', '2026-02-01'),
    make('e', 'Digital Marketing', '2026-04-01'),
  ];

  it('prefers the same category, newest first, then fills with the newest others, excluding itself', () => {
    expect(relatedArticles(all, all[0]).map((a) => a.slug)).toEqual(['b', 'd', 'c']);
    expect(relatedArticles(all, all[2], 2).map((a) => a.slug)).toEqual(['e', 'b']);
  });
});

describe('reading time', () => {
  it('counts words, not link targets or Markdown marks', () => {
    expect(countWords('## A heading\n\n**Bold** [link text](/prstudio/some-long-slug) - end')).toBe(6);
  });

  it('rounds up at 220 words a minute', () => {
    expect(readingMinutes('word '.repeat(220))).toBe(1);
    expect(readingMinutes('word '.repeat(221))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});
