import { describe, expect, it } from 'vitest';
import { readContentFile } from '@/lib/content/files';
import type { CaseStudy } from '@/lib/content/case-studies';
import { serializeJsonLd } from './json-ld';
import {
  aboutPageJsonLd,
  caseStudiesJsonLd,
  contactPageJsonLd,
  faqPageJsonLd,
  packagesJsonLd,
  professionalServiceJsonLd,
  serviceListJsonLd,
} from './page-json-ld';

const { founder } = readContentFile('about');
const faqItems = readContentFile('faq');
const packages = readContentFile('packages');

describe('page JSON-LD', () => {
  it('describes the agency as a ProfessionalService with both offices', () => {
    const data = professionalServiceJsonLd(packages);
    expect(data['@type']).toBe('ProfessionalService');
    const cities = (data.address as { addressLocality: string }[]).map((a) => a.addressLocality);
    expect(cities).toEqual(expect.arrayContaining(['Singapore', 'Ho Chi Minh City']));
    expect(data.department).toHaveLength(2);
    expect(data.priceRange).toBe('$179-$1990');
  });

  it('lists services as Service items in order', () => {
    const data = serviceListJsonLd([
      { id: 'a', title: 'Launch PR', description: 'd', timeline: null, deliverables: [], idealFor: null },
      { id: 'b', title: 'Crisis PR', description: 'd', timeline: null, deliverables: [], idealFor: null },
    ]);
    const items = data.itemListElement as { position: number; item: { '@type': string; name: string } }[];
    expect(items.map((i) => [i.position, i.item['@type'], i.item.name])).toEqual([
      [1, 'Service', 'Launch PR'],
      [2, 'Service', 'Crisis PR'],
    ]);
  });

  it('puts every FAQ question and answer into FAQPage', () => {
    const data = faqPageJsonLd(faqItems);
    const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(8);
    expect(questions[1].acceptedAnswer.text).toContain('3-5 business days');
  });

  it('turns each package into a USD Offer with its price', () => {
    const data = packagesJsonLd(packages);
    const offers = data.itemListElement as { name: string; price: number; priceCurrency: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      packages.map((p) => [p.name, p.price, 'USD']),
    );
  });

  it('marks contact and about pages with their types', () => {
    expect(contactPageJsonLd()['@type']).toBe('ContactPage');
    const about = aboutPageJsonLd(founder);
    expect(about['@type']).toBe('AboutPage');
    expect(JSON.stringify(about)).toContain(founder.name);
  });

  it('links each case study to its anchor and escapes markup in company names', () => {
    const caseStudy: CaseStudy = {
      id: 'cs-x',
      company: '</script>Evil',
      result: null,
      sector: { optionId: 'web3', value: 'web3' },
      challenge: 'c',
      strategy: 's',
      placements: [],
      impact: 'i',
    };
    const data = caseStudiesJsonLd([caseStudy]);
    expect(JSON.stringify(data)).toContain('/case-studies#case-study-cs-x');
    expect(serializeJsonLd(data)).not.toContain('</script>');
  });
});
