/**
 * The shipped guides (the blog categories) exist in every language, and each language's blog, feed,
 * hreflang set and sitemap carry its own version (docs/i18n.md#newsroom). Press releases are not
 * held to this: they stay in the languages they were issued in.
 */
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { loadArticles } from './articles';
import { isBlogCategory } from './categories';
import { localFeedItems } from './source';
import { sitemapUrls } from '@/lib/seo/public-routes';
import { articleAlternates, articlesForLocale, sitemapArticles } from './translations';

const all = loadArticles();
const guides = all.filter((a) => a.locale === defaultLocale && isBlogCategory(a.category));
const translatedLocales = locales.filter((l) => l !== defaultLocale);
const toAbsolute = (path: string) => `https://kairo.example${path}`;

describe('guides in every language', () => {
  it('ships at least eight English guides', () => {
    expect(guides.length).toBeGreaterThanOrEqual(8);
  });

  it.each(guides.map((g) => [g.slug, g] as const))('%s has a translation in every language', (_slug, guide) => {
    const present = all.filter((a) => a.translationKey === guide.slug).map((a) => a.locale);
    expect([...present].sort()).toEqual([...locales].sort());
    expect(Object.keys(articleAlternates(all, guide)).sort()).toEqual([...locales].sort());
  });

  it.each(translatedLocales)('the %s blog lists only guides written in that language', (locale) => {
    const blog = articlesForLocale(all, locale).filter((a) => isBlogCategory(a.category));
    expect(blog.length).toBe(guides.length);
    expect(blog.filter((a) => a.locale !== locale).map((a) => a.slug)).toEqual([]);
  });

  it.each(translatedLocales)('the %s feed carries each guide in that language, linked under its prefix', (locale) => {
    const items = localFeedItems(all, toAbsolute, locale).filter((item) => isBlogCategory(item.category));
    expect(items.length).toBe(guides.length);
    for (const item of items) {
      expect(item.language, item.link).toBeUndefined();
      expect(item.link).toMatch(new RegExp(`^https://kairo\\.example/${locale}/prstudio/[a-z0-9-]+-${locale}$`));
    }
  });

  it('lists every guide in the sitemap once per language, each URL with the five-language set', () => {
    const entries = sitemapArticles(all).filter((entry) => isBlogCategory(entry.category));
    expect(entries.length).toBe(guides.length);
    const urls = sitemapUrls(entries).filter((url) => url.kind === 'article');
    expect(urls.length).toBe(guides.length * locales.length);
    for (const url of urls) {
      expect(Object.keys(url.languages).sort(), url.path).toEqual([...locales].sort());
      expect(url.path).toBe(url.languages[url.locale]);
    }
  });
});
