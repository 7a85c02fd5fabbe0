import { describe, expect, it } from 'vitest';
import type { Article } from './front-matter';
import { articleJsonLd, authorJsonLd } from './json-ld';

const base = {
  slug: 'x',
  title: 'Tessellate Labs Raises USD 18 Million Series A',
  date: '2026-02-17',
  description: 'The Layer-2 team will grow its prover network.',
  body: 'Text',
  readingMinutes: 3,
  file: 'content/newsroom/x.md',
};
const context = {
  url: 'https://kairo-pr.example/prstudio/x',
  newsroomCategory: 'Kairo Newsroom',
  image: { url: 'https://kairo-pr.example/opengraph-image', width: 1200, height: 630 },
  publisher: { name: 'Kairo PR', url: 'https://kairo-pr.example/' },
};

describe('articleJsonLd', () => {
  it('describes a press release as a NewsArticle', () => {
    const data = articleJsonLd({ ...base, category: 'Kairo Newsroom', author: 'Kairo Newsroom' } as Article, context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: base.title,
      image: { '@type': 'ImageObject', url: 'https://kairo-pr.example/opengraph-image', width: 1200, height: 630 },
      datePublished: '2026-02-17T00:00:00.000Z',
      articleSection: 'Kairo Newsroom',
      mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
      author: { '@type': 'Organization', name: 'Kairo Newsroom' },
      publisher: { '@type': 'Organization', name: 'Kairo PR' },
      timeRequired: 'PT3M',
    });
  });

  it('describes a blog article as a BlogPosting', () => {
    const data = articleJsonLd(
      { ...base, category: 'Web3/Crypto', author: 'Rachel Ong, Head of Investor PR' } as Article,
      context,
    );
    expect(data['@type']).toBe('BlogPosting');
    expect(data.author).toEqual({ '@type': 'Person', name: 'Rachel Ong', jobTitle: 'Head of Investor PR' });
  });
});

describe('authorJsonLd', () => {
  it('treats a bare name as a person', () => {
    expect(authorJsonLd('Rachel Ong')).toEqual({ '@type': 'Person', name: 'Rachel Ong' });
  });
});
