import { describe, expect, it } from 'vitest';
import { buildMetadata, pageTitle } from './metadata';
import { serializeJsonLd } from './json-ld';
import { sitemapXml, specSitemapPaths } from './public-routes';

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
});

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('sitemapXml', () => {
  it('lists the spec page URLs as <loc> entries and escapes them', () => {
    const xml = sitemapXml(specSitemapPaths.map((p) => `https://x.test${p}`).concat('https://x.test/?a=1&b=2'));
    expect(xml.match(/<loc>/g)).toHaveLength(12);
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=2</loc>');
  });
});
