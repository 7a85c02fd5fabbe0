import { describe, expect, it } from 'vitest';
import { parseArticle, type Article } from './front-matter';
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

describe('a release with its journalist fields', () => {
  it('carries the dateline, where it was issued and its own images with caption, credit and licence', () => {
    const article = parseArticle(
      'newsroom/held-release.md',
      `---
title: "A release with a dateline and its own images"
slug: held-release
date: 2026-03-10
category: Kairo Newsroom
description: "A release that names its city and local time, and ships images with captions and credits."
author: Kairo Newsroom
dateline:
  city: Seoul
  time: "2026-03-10T09:00:00+09:00"
  timeZone: Asia/Seoul
images:
  - src: /media/launch.jpg
    original: /media/launch-original.jpg
    alt: The founders on stage in Seoul
    caption: The founders at the launch
    credit: Kairo PR / Min Park
    licence: /media
---

Body.
`,
    );
    const data = articleJsonLd(article, {
      url: 'https://kairo-pr.example/prstudio/held-release',
      newsroomCategory: 'Kairo Newsroom',
      image: { url: 'https://kairo-pr.example/opengraph-image', width: 1200, height: 630 },
      publisher: { name: 'Kairo PR', url: 'https://kairo-pr.example/' },
      toAbsolute: (value) => new URL(value, 'https://kairo-pr.example').toString(),
    });
    expect(data).toMatchObject({
      dateline: 'SEOUL, March 10, 2026 at 09:00 AM GMT+9',
      locationCreated: { '@type': 'Place', name: 'Seoul' },
      datePublished: '2026-03-10T09:00:00+09:00',
    });
    expect((data.image as object[])[0]).toEqual({
      '@type': 'ImageObject',
      url: 'https://kairo-pr.example/media/launch.jpg',
      contentUrl: 'https://kairo-pr.example/media/launch-original.jpg',
      caption: 'The founders at the launch',
      description: 'The founders on stage in Seoul',
      creditText: 'Kairo PR / Min Park',
      copyrightNotice: 'Kairo PR / Min Park',
      license: 'https://kairo-pr.example/media',
    });
  });
});
