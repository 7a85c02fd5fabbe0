import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, homeCrumb } from './breadcrumbs';
import { buildMetadata, pageTitle } from './metadata';
import { serializeJsonLd } from './json-ld';
import { publicPages, sitemapSections, sitemapXml } from './public-routes';

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
  ];
  const sections = sitemapSections(articles, 'Kairo Newsroom');

  it('holds every public page, the resources page and the sitemap itself included', () => {
    const pages = sections.find((s) => s.id === 'pages')!.links.map((l) => l.path);
    expect(pages).toEqual(publicPages);
    expect(pages).toEqual(expect.arrayContaining(['/resources', '/sitemap']));
  });

  it('splits articles into press releases and blog articles, with their dates', () => {
    expect(sections.find((s) => s.id === 'press-releases')!.links).toEqual([
      { path: '/prstudio/funding', label: 'Funding', lastModified: '2026-03-01' },
    ]);
    expect(sections.find((s) => s.id === 'articles')!.links.map((l) => l.path)).toEqual(['/prstudio/tips']);
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
