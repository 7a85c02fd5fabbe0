/** Checks on the shipped articles themselves (counts, categories, the FAQ's guide). */
import { describe, expect, it } from 'vitest';
import { readContentFile } from '@/lib/content/files';
import { GUIDE_PATH, GUIDE_SLUG } from './guide';
import { site } from '@/lib/config/site';
import { articlePath, loadArticles } from './articles';
import { BLOG_CATEGORIES } from './categories';
import { countWords } from './reading-time';
import { locales } from '@/lib/i18n/locales';

const all = loadArticles();
// The shipped English articles; their translations have checks of their own below.
const articles = all.filter((a) => a.locale === 'en');
const translations = all.filter((a) => a.locale !== 'en');

describe('content/newsroom', () => {
  it('ships at least 17 articles with unique titles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(17);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('has at least 8 press releases in the newsroom category', () => {
    expect(articles.filter((a) => a.category === site.newsroomCategory).length).toBeGreaterThanOrEqual(8);
  });

  it.each(BLOG_CATEGORIES)('has at least 2 articles in %s', (category) => {
    expect(articles.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(2);
  });

  it('includes the writing guide the FAQ links to', () => {
    const guide = articles.find((a) => a.slug === GUIDE_SLUG);
    expect(guide?.category).toBe('PR Tips & Guides');
    expect(articlePath(GUIDE_SLUG)).toBe(GUIDE_PATH);
  });

  it.each(articles.map((a) => [a.slug, a] as const))(
    '%s is 450-900 words, dated in 2026 up to Nov 25',
    (_slug, article) => {
      // A boilerplate and risk note moved into the front matter still count as the release's text.
      const words = countWords([article.body, article.boilerplate?.text, article.riskNote].join(' '));
      expect(words).toBeGreaterThanOrEqual(450);
      expect(words).toBeLessThanOrEqual(900);
      expect(article.date >= '2026-01-01' && article.date <= '2026-11-25').toBe(true);
    },
  );

  it('press releases carry a dateline and a media contact', () => {
    for (const release of articles.filter((a) => a.category === site.newsroomCategory)) {
      // In the front matter (shown and marked up by the page), or still written into the text.
      if (!release.dateline) expect(release.body, release.slug).toMatch(/^\*\*[A-Z ]+, [A-Z][a-z]+ \d{1,2}, 2026\*\* — /);
      if (!release.contacts?.length) expect(release.body, release.slug).toMatch(/### Media contact/);
    }
  });

  it('links only to articles that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const article of all) {
      for (const [, slug] of article.body.matchAll(/\]\(\/prstudio\/([^)#?\s]+)\)/g)) {
        expect(slugs.has(slug), `${article.slug} links to /prstudio/${slug}`).toBe(true);
      }
    }
  });

  it('links to the guide from other articles', () => {
    const linking = articles.filter((a) => a.slug !== GUIDE_SLUG && a.body.includes(`](${GUIDE_PATH})`));
    expect(linking.length).toBeGreaterThanOrEqual(3);
  });

  it('gives each person one title: bylines and quotes agree with each other and with the About page', () => {
    const { founder } = readContentFile('about', 'content');
    const titles = new Map<string, Set<string>>();
    const add = (name: string, title: string) => titles.set(name, (titles.get(name) ?? new Set()).add(title));
    add(founder.name, founder.title);
    for (const { author } of articles) {
      const [name, ...title] = author.split(',').map((part) => part.trim());
      if (title.length) add(name, title.join(', '));
    }
    // Quotes name people as "Linh Tran, Founder & Managing Director of Kairo PR" or "Rachel Ong, Head of Investor PR, added".
    for (const article of articles) {
      for (const name of [...titles.keys()]) {
        for (const [, title] of article.body.matchAll(
          new RegExp(`${name}, ([A-Z][^,."]*?)(?:,| (?:of|at) Kairo PR)`, 'g'),
        )) {
          add(name, title);
        }
      }
    }
    const conflicting = [...titles]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(' / ')}`);
    expect(conflicting).toEqual([]);
    expect(titles.get(founder.name)).toEqual(new Set([founder.title]));
  });
});

describe('content/newsroom translations', () => {
  const original = (slug: string) => articles.find((a) => a.slug === slug);

  it('translates the writing guide and at least three press releases into every other language', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const mine = translations.filter((a) => a.locale === locale);
      expect(mine.some((a) => a.translationKey === GUIDE_SLUG), locale).toBe(true);
      expect(mine.filter((a) => a.category === site.newsroomCategory).length, locale).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(translations.map((a) => [a.slug, a] as const))(
    '%s keeps its original\'s date, category, outline and length',
    (_slug, translation) => {
      const source = original(translation.translationKey);
      expect(source, 'translationKey names an English article').toBeDefined();
      expect(translation.slug).toMatch(/^[a-z0-9-]+$/);
      expect(translation.date).toBe(source!.date);
      expect(translation.category).toBe(source!.category);
      const outline = (body: string) => body.match(/^#{2,3} /gm)?.join('') ?? '';
      expect(outline(translation.body)).toBe(outline(source!.body));
      expect(Math.abs(translation.readingMinutes - source!.readingMinutes)).toBeLessThanOrEqual(1);
      const links = (body: string) => [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
      expect(links(translation.body)).toEqual(links(source!.body));
      if (translation.category === site.newsroomCategory) {
        if (!translation.dateline) expect(translation.body).toMatch(/^\*\*[^*\n]+2026[^*\n]*\*\* — /);
        if (!translation.contacts) expect(translation.body).toContain('hello@kairo-pr.example');
        expect(Boolean(translation.dateline)).toBe(Boolean(source!.dateline));
        expect(translation.contacts?.map((c) => c.email)).toEqual(source!.contacts?.map((c) => c.email));
      }
    },
  );
});
