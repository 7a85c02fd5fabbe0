import { expect, test, type Page } from '@playwright/test';
import { formatShortDate } from '../lib/content/dates';
import { site } from '../lib/config/site';
import {
  caseStudySeed,
  contactFaqItems,
  whatToExpect,
  faqItems,
  founder,
  GUIDE_PATH,
  mission,
  packages,
  prModes,
  privacySections,
  privacyUpdated,
  publications,
  serviceSeed,
  testimonials,
  values,
  vision,
} from './content';
import { serverPage } from './html-text';

const main = (page: Page) => page.getByRole('main');
const company = (i: number) => caseStudySeed.nodes[i].fieldValues['/text'];
const serviceTitle = (i: number) => serviceSeed.nodes[i].fieldValues['/attributes/@sv01'];
const jsonLdTypes = (blocks: Record<string, unknown>[]) => blocks.map((b) => b['@type']);

test.describe('home', () => {
  test('server HTML holds every section of the spec', async ({ request }) => {
    const { status, text, jsonLd } = await serverPage(request, '/');
    expect(status).toBe(200);
    expect(text).toContain(site.tagline);
    expect(text).toContain('Book a Discovery Call');
    expect(text).toContain('View Case Studies');
    for (const publication of publications) expect(text).toContain(publication.name);
    expect(publications).toHaveLength(6);
    for (const number of ['450,000+', '100+', '25+']) expect(text).toContain(number);
    for (const label of ['Journalists and publishers', 'Projects', 'Press releases per month']) expect(text).toContain(label);
    for (const mode of prModes) {
      expect(text).toContain(mode.title);
      expect(text).toContain(mode.timeline);
      for (const bullet of mode.bullets) expect(text).toContain(bullet);
    }
    expect(text).toContain(company(0));
    expect(text).toContain(company(1));
    expect(text).not.toContain(company(2));
    expect(text).toContain(testimonials[0].quote);
    expect(text).toContain(testimonials[1].quote);
    expect(text).not.toContain(testimonials[2].quote);
    expect(text).toContain('Read the FAQ');

    const service = jsonLd.find((b) => b['@type'] === 'ProfessionalService') as { address: { addressLocality: string }[] };
    expect(service.address.map((a) => a.addressLocality)).toEqual(['Singapore', 'Ho Chi Minh City']);
  });

  test('hero links, case-study sectors read as select values, FAQ link and closing call to action', async ({ page }) => {
    await page.goto('/');
    const hero = main(page).locator('section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    await expect(hero.getByRole('link', { name: /Book a Discovery Call/ })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies');
    await expect(hero.getByRole('link', { name: /services/i })).toHaveAttribute('href', '/services');

    const cards = main(page).getByRole('article').filter({ has: page.getByRole('link', { name: /case study$/ }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Web3');
    await expect(cards.nth(1)).toContainText('Fintech');
    await expect(main(page).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    const closing = main(page).locator('section').last();
    await expect(closing.getByRole('link', { name: 'Book a Discovery Call' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('services', () => {
  test('server HTML holds intro, picker, every service, testimonials, FAQ and call to action', async ({ request }) => {
    const { text, jsonLd } = await serverPage(request, '/services');
    for (const stage of ['Pre-Launch', 'Growth Stage', 'Crisis Mode']) expect(text).toContain(stage);
    for (const node of serviceSeed.nodes) {
      for (const key of ['/attributes/@sv01', '/attributes/@sv02', '/attributes/@sv03', '/attributes/@sv05'] as const) {
        expect(text).toContain(node.fieldValues[key]);
      }
    }
    for (const t of testimonials) expect(text).toContain(t.quote);
    for (const item of faqItems) expect(text).toContain(item.answer);
    expect(text).toContain('Book a Discovery Call');
    const list = jsonLd.find((b) => b['@type'] === 'ItemList') as { itemListElement: { item: { '@type': string; name: string } }[] };
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(serviceSeed.nodes.map((n) => n.fieldValues['/attributes/@sv01']));
    expect(new Set(list.itemListElement.map((e) => e.item['@type']))).toEqual(new Set(['Service']));
  });

  test('deliverables are separate items and icons cycle through three by position', async ({ page }) => {
    await page.goto('/services');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(serviceSeed.nodes.length);
    const first = cards.filter({ has: page.getByRole('heading', { name: serviceTitle(0) }) });
    const deliverables = serviceSeed.nodes[0].fieldValues['/attributes/@sv04'].split(',').map((d) => d.trim());
    await expect(first.getByRole('listitem')).toHaveText(deliverables);
    const icons = await main(page).locator('[data-icon]').evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')));
    expect(icons).toEqual(serviceSeed.nodes.map((_, i) => ['megaphone', 'trending', 'shield'][i % 3]));
    for (const stage of ['Pre-Launch', 'Growth Stage', 'Crisis Mode']) {
      await expect(main(page).getByRole('button', { name: stage })).toBeVisible();
    }
  });
});

test.describe('case studies', () => {
  test('server HTML holds every case study with all its parts', async ({ request }) => {
    const { text, jsonLd } = await serverPage(request, '/case-studies');
    for (const node of caseStudySeed.nodes) {
      const f = node.fieldValues;
      for (const value of [f['/text'], f['/attributes/@cs03'], f['/attributes/@cs04'], f['/attributes/@cs06']]) expect(text).toContain(value);
      for (const placement of f['/attributes/@cs05'].split(',')) expect(text).toContain(placement.trim());
    }
    for (const label of ['Challenge', 'Strategy', 'Key Placements', 'Impact']) expect(text).toContain(label);
    expect(jsonLdTypes(jsonLd)).toContain('CollectionPage');
  });

  test('sector badges: web3 green, fintech gold, tech orange; placements as chips', async ({ page }) => {
    await page.goto('/case-studies');
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(caseStudySeed.nodes.length);
    const expected: Record<string, [string, string]> = { web3: ['Web3', 'green'], fintech: ['Fintech', 'gold'], other: ['Tech', 'orange'] };
    for (const node of caseStudySeed.nodes) {
      const card = cards.filter({ has: page.getByRole('heading', { name: node.fieldValues['/text'], exact: true }) });
      const [label, tone] = expected[(node.fieldValues['/attributes/@cs02'] as unknown as { optionId: string }).optionId];
      const badge = card.locator('[data-tone]');
      await expect(badge).toHaveText(label);
      await expect(badge).toHaveAttribute('data-tone', tone);
      const chips = node.fieldValues['/attributes/@cs05'].split(',').map((p) => p.trim());
      await expect(card.getByRole('list', { name: /Key placements/ }).getByRole('listitem')).toHaveText(chips);
    }
  });
});

test.describe('about', () => {
  test('server HTML holds mission, four values, founder, testimonials, resources and vision', async ({ request }) => {
    const { text, html, jsonLd } = await serverPage(request, '/about');
    expect(text).toContain(mission.text);
    expect(values).toHaveLength(4);
    for (const value of values) expect(text).toContain(value.title);
    expect(text).toContain(founder.name);
    expect(text).toContain(founder.bio[0]);
    for (const t of testimonials) expect(text).toContain(t.name);
    expect(text).toContain(vision.text);
    expect(html).toContain(`href="${site.links.credentials}"`);
    expect(html).toContain('href="/pricing"');
    expect(jsonLdTypes(jsonLd)).toContain('AboutPage');
  });
});

test.describe('contact', () => {
  test('server HTML holds the form, discovery-call card, details, what to expect and FAQ', async ({ request }) => {
    const { text, html, jsonLd } = await serverPage(request, '/contact');
    for (const label of ['Your Name', 'Company / Project', 'Email Address', 'Your Message', 'Privacy Policy']) expect(text).toContain(label);
    expect(text).toContain(`${site.discoveryCallMinutes} minutes`);
    expect(text).toContain(site.email);
    for (const office of Object.values(site.offices)) expect(text).toContain(office.streetAddress);
    for (const step of whatToExpect) expect(text).toContain(step.title);
    for (const item of contactFaqItems) expect(text).toContain(item.answer);
    expect(html).toMatch(/<input[^>]*name="website"/);
    expect(jsonLdTypes(jsonLd)).toContain('ContactPage');
  });

  test('the discovery-call button opens the booking page in a new tab', async ({ page }) => {
    await page.goto('/contact');
    const card = main(page).getByRole('region', { name: 'Book a Discovery Call' });
    const link = card.getByRole('link', { name: /Book a Discovery Call/ });
    await expect(link).toHaveAttribute('href', site.links.booking);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('pricing', () => {
  test('server HTML holds every package with its price and features, and the closing blocks', async ({ request }) => {
    const { text, jsonLd } = await serverPage(request, '/pricing');
    for (const heading of ['Popular PR Packages', 'Most Popular Choice', 'Premium Tier', 'Need More Options?', 'View Full Pricing', 'Why Choose', 'Fast Turnaround', 'Guaranteed Placements', 'Expert Guidance', 'Ready to Get Started?']) {
      expect(text).toContain(heading);
    }
    for (const price of ['$179', '$269', '$1,499', '$699', '$1,990']) expect(text).toContain(price);
    for (const pkg of packages) {
      expect(text).toContain(pkg.name);
      for (const feature of pkg.features) expect(text).toContain(feature);
    }
    const catalog = jsonLd.find((b) => b['@type'] === 'OfferCatalog') as { itemListElement: { price: number; priceCurrency: string }[] };
    expect(catalog.itemListElement.map((o) => o.price)).toEqual(packages.map((p) => p.price));
  });

  test('popular card, three standard cards and the premium card; every booking button opens a new tab', async ({ page }) => {
    await page.goto('/pricing');
    const popular = page.locator('[data-package="pr-package"]');
    await expect(popular).toContainText('Most Popular Choice');
    await expect(popular.getByRole('link', { name: /^Book Discovery Call/ })).toHaveCount(1);
    const standard = packages.filter((p) => !p.popular && !p.premium);
    expect(standard).toHaveLength(3);
    for (const pkg of standard) {
      const card = page.locator(`[data-package="${pkg.id}"]`);
      await expect(card.getByRole('link', { name: /^Book a Call/ })).toHaveCount(1);
      await expect(card).not.toContainText('Premium Tier');
    }
    await expect(page.locator('[data-package="mainstream"]')).toContainText('Premium Tier');

    const bookingLinks = main(page).locator(`a[href="${site.links.booking}"]`);
    await expect(bookingLinks).toHaveCount(packages.length + 1);
    for (const link of await bookingLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const fullPricing = main(page).getByRole('link', { name: /^View Full Pricing/ });
    await expect(fullPricing).toHaveAttribute('href', site.links.pricingCatalogue);
    await expect(fullPricing).toHaveAttribute('target', '_blank');
    await expect(main(page).getByRole('heading', { name: /^Why Choose/ })).toBeVisible();
  });
});

test.describe('FAQ page', () => {
  test('server HTML holds the 8 questions with full answers and the three calls to action', async ({ request }) => {
    const { text, jsonLd } = await serverPage(request, '/faq');
    expect(text).toContain('Frequently Asked Questions');
    expect(faqItems).toHaveLength(8);
    for (const item of faqItems) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer);
    }
    const faqPage = jsonLd.find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faqPage.mainEntity).toHaveLength(8);
  });

  test('Writing Guidelines, Success Stories and Book a Strategy Call link to the right places', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(main(page).getByRole('region', { name: 'Writing Guidelines' }).getByRole('link', { name: 'Read the Guide' })).toHaveAttribute('href', GUIDE_PATH);
    await expect(main(page).getByRole('region', { name: 'Success Stories' }).getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies');
    await expect(main(page).getByRole('link', { name: 'Book a Strategy Call' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('privacy policy', () => {
  test('server HTML holds the eight numbered sections, eleven disclosures, rights, one month and age 13', async ({ request }) => {
    const { text } = await serverPage(request, '/privacy-policy');
    const titles = ['Introduction', 'Collection of Information', 'Use of Information', 'Disclosure of Your Information', 'Security of Your Information', 'Your Data Protection Rights', 'Policy for Children', 'Contact Us'];
    expect(privacySections.map((s) => s.title)).toEqual(titles);
    titles.forEach((title, i) => expect(text).toContain(`${i + 1}. ${title}`));
    const disclosure = privacySections.find((s) => s.id === 'disclosure')!;
    expect(disclosure.items).toHaveLength(11);
    for (const item of disclosure.items!) expect(text).toContain(item.text);
    for (const right of ['Access', 'Rectification', 'Erasure', 'Restriction of processing', 'Objection', 'Portability']) expect(text).toContain(`${right}:`);
    for (const kind of ['Personal data', 'Derivative data', 'Financial data', 'payment processor']) expect(text).toContain(kind);
    expect(text).toContain('within one month');
    expect(text).toContain('under the age of 13');
    expect(text).toContain(site.email);
  });

  test('Last Updated is the day the policy changed, in the HTML and whatever the clock, and the contact link mails us', async ({
    page,
    request,
  }) => {
    const day = formatShortDate(privacyUpdated);
    expect((await serverPage(request, '/privacy-policy')).text).toContain(`Last Updated: ${day}`);
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00'));
    await page.goto('/privacy-policy');
    await expect(main(page).getByText(/^Last Updated:/)).toHaveText(`Last Updated: ${day}`);
    const contact = main(page).getByRole('region', { name: '8. Contact Us' });
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

test.describe('resources', () => {
  test('links to pricing, credentials, the writing guide, the free tools and the newsroom', async ({ page, request }) => {
    const { status, jsonLd } = await serverPage(request, '/resources');
    expect(status).toBe(200);
    expect(jsonLdTypes(jsonLd)).toContain('CollectionPage');
    await page.goto('/resources');
    const hrefs = await main(page).getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of ['/pricing', site.links.pricingCatalogue, site.links.credentials, GUIDE_PATH, '/pr-checker', '/angle-finder', '/pr-studio', '/blog']) {
      expect(hrefs).toContain(href);
    }
  });
});
