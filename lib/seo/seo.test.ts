import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, homeCrumb } from './breadcrumbs';
import { site } from '@/lib/config/site';
import { hreflangLinks } from './alternates';
import { buildMetadata, pageTitle, siteMetadata } from './metadata';
import { serializeJsonLd, websiteJsonLd } from './json-ld';
import { faqPageJsonLd, webPageJsonLd } from './page-json-ld';
import { locales } from '@/lib/i18n/locales';
import { publicPages, sitemapSections, sitemapUrls, sitemapXml } from './public-routes';

describe('buildMetadata', () => {
  const meta = buildMetadata({ title: 'Pricing', description: 'Packages.', path: '/pricing', keywords: ['pr packages'] });

  it('titles pages "{title} | {brand}"', () => {
    expect(meta.title).toEqual({ absolute: pageTitle('Pricing') });
    expect(pageTitle('Pricing')).toBe('Pricing | Kairo PR');
  });
  it('sets an absolute canonical, the feed link and social tags', () => {
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/pricing');
    expect(JSON.stringify(meta.alternates?.types)).toContain('/prstudio/rss.xml');
    expect(meta.openGraph).toMatchObject({ url: 'http://localhost:3000/pricing', title: 'Pricing | Kairo PR' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.keywords).toContain('pr packages');
  });
  it('gives the X card the image alt text Open Graph has, and the site handle', () => {
    const ogImage = (meta.openGraph?.images as { url: string; alt: string }[])[0];
    expect(ogImage.alt).toBe('Kairo PR — PR that investors notice');
    expect(meta.twitter).toMatchObject({ site: '@kairopr_example', images: [{ url: ogImage.url, alt: ogImage.alt }] });
  });
});

describe('buildMetadata in a locale', () => {
  const meta = buildMetadata({ title: '요금 안내', description: '패키지.', path: '/pricing', locale: 'ko' });
  const all = {
    en: 'http://localhost:3000/pricing',
    vi: 'http://localhost:3000/vi/pricing',
    'zh-Hans': 'http://localhost:3000/zh/pricing',
    ko: 'http://localhost:3000/ko/pricing',
    ja: 'http://localhost:3000/ja/pricing',
    'x-default': 'http://localhost:3000/pricing',
  };

  it('puts the canonical and og:url on the page in its own locale', () => {
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/ko/pricing');
    expect(meta.openGraph).toMatchObject({ url: 'http://localhost:3000/ko/pricing', title: '요금 안내 | Kairo PR' });
  });
  it('lists every locale as hreflang, keyed by BCP 47 tag, with x-default on English', () => {
    expect(meta.alternates?.languages).toEqual(all);
    expect(buildMetadata({ title: 'Pricing', description: 'd', path: '/pricing' }).alternates?.languages).toEqual(all);
  });
  it('names its og:locale and the other languages as alternates', () => {
    expect(meta.openGraph).toMatchObject({ locale: 'ko_KR', alternateLocale: ['en_US', 'vi_VN', 'zh_CN', 'ja_JP'] });
  });
  it("links the locale's feed, titled in the locale", () => {
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [{ url: 'http://localhost:3000/ko/prstudio/rss.xml', title: 'Kairo PR PR Studio (한국어)' }],
      'application/feed+json': [{ url: 'http://localhost:3000/ko/prstudio/feed.json', title: 'Kairo PR PR Studio (한국어)' }],
    });
  });
  it('lists only the translations a page has when it names them, itself included', () => {
    const article = buildMetadata({
      title: 'T',
      description: 'd',
      path: '/prstudio/tge-ja',
      locale: 'ja',
      alternates: { en: '/prstudio/tge' },
    });
    expect(article.alternates?.languages).toEqual({
      en: 'http://localhost:3000/prstudio/tge',
      ja: 'http://localhost:3000/ja/prstudio/tge-ja',
      'x-default': 'http://localhost:3000/prstudio/tge',
    });
    expect(article.openGraph).toMatchObject({ locale: 'ja_JP', alternateLocale: ['en_US'] });
  });
});

describe('hreflangLinks', () => {
  it('sets x-default to the first language when a page has no English version', () => {
    expect(hreflangLinks({ ja: '/x', zh: '/y' })).toEqual({
      'zh-Hans': 'http://localhost:3000/zh/y',
      ja: 'http://localhost:3000/ja/x',
      'x-default': 'http://localhost:3000/zh/y',
    });
  });
});

describe('siteMetadata', () => {
  it('keeps the English title and description exactly as the site config says', () => {
    const meta = siteMetadata('en');
    expect(meta.title).toEqual({ absolute: `${site.tagline} | Kairo PR` });
    expect(meta.description).toBe(site.description);
    expect(meta.metadataBase?.toString()).toBe('http://localhost:3000/');
  });
  it('titles and describes the home page in each other locale', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const meta = siteMetadata(locale);
      expect(meta.description).not.toBe(site.description);
      expect(meta.alternates?.canonical).toBe(`http://localhost:3000/${locale}`);
      expect((meta.openGraph?.images as { alt: string }[])[0].alt).toMatch(/^Kairo PR — /);
    }
    expect(siteMetadata('ja').title).toEqual({ absolute: '投資家の目に留まるPR | Kairo PR' });
  });
  it('takes every keyword from the page language\'s catalogue, the site-wide ones included', () => {
    const english = buildMetadata({ title: 'T', description: 'D', path: '/services' }).keywords as string[];
    expect(english).toContain('Web3 PR agency');
    const korean = buildMetadata({ title: 'T', description: 'D', path: '/services', locale: 'ko', keywords: ['보도자료'] })
      .keywords as string[];
    expect(korean).toContain('보도자료');
    expect(korean.filter((keyword) => english.includes(keyword))).toEqual([]);
  });
});

describe('JSON-LD in a locale', () => {
  it('names the language and the localized URLs of the site and its pages', () => {
    expect(websiteJsonLd()).toMatchObject({ '@id': 'http://localhost:3000/#website', url: 'http://localhost:3000/', inLanguage: 'en' });
    expect(websiteJsonLd('zh')).toMatchObject({
      '@id': 'http://localhost:3000/zh#website',
      url: 'http://localhost:3000/zh',
      inLanguage: 'zh-Hans',
    });
    const page = webPageJsonLd({ name: 'n', path: '/privacy-policy', description: 'd', locale: 'vi' });
    expect(page).toMatchObject({
      url: 'http://localhost:3000/vi/privacy-policy',
      inLanguage: 'vi',
      isPartOf: { '@id': 'http://localhost:3000/vi#website' },
    });
    expect(faqPageJsonLd([], 'ja')).toMatchObject({ url: 'http://localhost:3000/ja/faq', inLanguage: 'ja' });
    expect(breadcrumbJsonLd([homeCrumb, { name: 'FAQ', path: '/faq' }], 'ko').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/ko' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'http://localhost:3000/ko/faq' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('sitemapXml', () => {
  it('lists the page URLs as <loc> entries and escapes them', () => {
    const xml = sitemapXml(publicPages.map((p) => `https://x.test${p}`).concat('https://x.test/?a=1&b=2'));
    expect(xml.match(/<loc>/g)).toHaveLength(publicPages.length + 1);
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=2</loc>');
  });
});

describe('sitemapSections', () => {
  const articles = [
    { slug: 'funding', title: 'Funding', category: 'Kairo Newsroom', date: '2026-03-01' },
    { slug: 'tips', title: 'Tips', category: 'PR Tips & Guides', date: '2026-02-01' },
    {
      slug: 'tge',
      title: 'TGE',
      category: 'Kairo Newsroom',
      date: '2026-01-01',
      translations: { en: { path: '/prstudio/tge', title: 'TGE' }, ko: { path: '/prstudio/tge', title: 'TGE 안내' } },
    },
  ];
  const label = (key: string) => `label:${key}`;
  const sections = sitemapSections(articles, 'Kairo Newsroom', 'en', label);

  it('holds every public page, the resources page and the sitemap itself included, labelled from the messages', () => {
    const pages = sections.find((s) => s.id === 'pages')!.links;
    expect(pages.map((l) => l.href)).toEqual(publicPages);
    expect(pages.map((l) => l.href)).toEqual(expect.arrayContaining(['/resources', '/sitemap']));
    expect(pages[0].label).toBe('label:home');
  });

  it('splits articles into press releases and blog articles, with their dates', () => {
    expect(sections.find((s) => s.id === 'press-releases')!.links).toEqual([
      { href: '/prstudio/funding', label: 'Funding', lastModified: '2026-03-01' },
      { href: '/prstudio/tge', label: 'TGE', lastModified: '2026-01-01' },
    ]);
    expect(sections.find((s) => s.id === 'articles')!.links.map((l) => l.href)).toEqual(['/prstudio/tips']);
  });

  it('links pages and translated articles in the locale, and untranslated articles in English, marked so', () => {
    const ko = sitemapSections(articles, 'Kairo Newsroom', 'ko', label);
    expect(ko.find((s) => s.id === 'pages')!.links.slice(0, 2).map((l) => l.href)).toEqual(['/ko', '/ko/services']);
    expect(ko.find((s) => s.id === 'press-releases')!.links).toEqual([
      { href: '/prstudio/funding', label: 'Funding', lastModified: '2026-03-01', lang: 'en' },
      { href: '/ko/prstudio/tge', label: 'TGE 안내', lastModified: '2026-01-01' },
    ]);
  });
});

describe('sitemapUrls', () => {
  const urls = sitemapUrls([
    { slug: 'funding', title: 'Funding', category: 'Kairo Newsroom', date: '2026-03-01' },
    {
      slug: 'tge',
      title: 'TGE',
      category: 'Kairo Newsroom',
      date: '2026-01-01',
      translations: { en: { path: '/prstudio/tge', title: 'TGE' }, ja: { path: '/prstudio/tge-ja', title: 'TGE' } },
    },
  ]);

  it('lists every public page in every locale, each naming all five translations', () => {
    const pages = urls.filter((u) => u.kind === 'page');
    expect(pages).toHaveLength(publicPages.length * locales.length);
    expect(pages.find((u) => u.locale === 'zh' && u.path === '/faq')!.languages).toEqual({
      en: '/faq',
      vi: '/faq',
      zh: '/faq',
      ko: '/faq',
      ja: '/faq',
    });
  });

  it('lists an article once per language it is written in, with the same set of translations', () => {
    const tge = urls.filter((u) => u.kind === 'article' && u.path.startsWith('/prstudio/tge'));
    expect(tge.map((u) => [u.locale, u.path])).toEqual([
      ['en', '/prstudio/tge'],
      ['ja', '/prstudio/tge-ja'],
    ]);
    for (const entry of tge) expect(entry.languages).toEqual({ en: '/prstudio/tge', ja: '/prstudio/tge-ja' });
    expect(urls.filter((u) => u.path === '/prstudio/funding').map((u) => u.locale)).toEqual(['en']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs, ending at the page', () => {
    const data = breadcrumbJsonLd([homeCrumb, { name: 'PR Studio', path: '/pr-studio' }, { name: 'Page 2', path: '/pr-studio/page/2' }]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'PR Studio', item: 'http://localhost:3000/pr-studio' },
      { '@type': 'ListItem', position: 3, name: 'Page 2', item: 'http://localhost:3000/pr-studio/page/2' },
    ]);
  });
});
