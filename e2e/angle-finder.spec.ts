import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated, openTool, passDwell, pauseClock } from './tools-helpers';

const submit = (page: Page) => page.getByRole('button', { name: /Show My Angles|Analyzing\.\.\./ });
// Next's route announcer is also an alert region; the tools' message is the paragraph.
const alert = (page: Page) => page.locator('p[role="alert"]');

async function fillForm(page: Page, options: { company?: string; description?: string; goal?: string; audience?: string[] } = {}) {
  await page.getByLabel('Company / Project Name').fill(options.company ?? 'Lumora Labs');
  await page.getByLabel(/one sentence/).fill(options.description ?? 'A stablecoin payouts API for exporters in Southeast Asia');
  await page.getByLabel('Goal of the story').selectOption(options.goal ?? 'Funding Announcement');
  for (const a of options.audience ?? ['Investors', 'Customers']) await page.getByRole('button', { name: a, exact: true }).click();
}

test.describe('Angle Finder', () => {
  test('renders the page with its metadata and WebApplication JSON-LD', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await expect(page).toHaveTitle('Angle Finder | Kairo PR');
    await expect(page.getByRole('heading', { level: 1, name: 'Angle Finder' })).toBeVisible();
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
      els.flatMap((el) => [JSON.parse(el.textContent ?? '{}')].flat().map((b) => b['@type'])),
    );
    expect(types).toContain('WebApplication');
  });

  test('enables Show My Angles only with company, description, goal and an audience', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await expect(submit(page)).toBeDisabled();
    const options = await page.getByLabel('Goal of the story').locator('option').allTextContents();
    expect(options.slice(1)).toEqual([
      'Product Launch',
      'Funding Announcement',
      'Partnership',
      'Founder Profile',
      'Industry Insight',
      'Market Expansion',
      'Crisis Response',
      'Other',
    ]);
    await page.getByLabel('Company / Project Name').fill('Lumora Labs');
    await page.getByLabel(/one sentence/).fill('   ');
    await page.getByLabel('Goal of the story').selectOption('Partnership');
    const investors = page.getByRole('button', { name: 'Investors', exact: true });
    await expect(investors).toHaveAttribute('aria-pressed', 'false');
    await investors.click();
    await expect(investors).toHaveAttribute('aria-pressed', 'true');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel(/one sentence/).fill('A payouts API');
    await expect(submit(page)).toBeEnabled();
    await investors.click();
    await expect(investors).toHaveAttribute('aria-pressed', 'false');
    await expect(submit(page)).toBeDisabled();
  });

  test('asks the visitor to take a moment within the first 3 seconds', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await page.clock.pauseAt(Date.now() + 1000);
    await fillForm(page);
    await submit(page).click();
    await expect(alert(page)).toHaveText(/Please take a moment to review your information before analyzing\./);
    await expect(page.getByText('5 analyses remaining this hour')).toBeVisible();
  });

  test('rejects incomplete or placeholder input', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await passDwell(page);
    await fillForm(page, { company: 'ab' });
    await submit(page).click();
    await expect(alert(page)).toHaveText(/Please provide complete information for accurate angle generation\./);
    await page.getByLabel('Company / Project Name').fill('Lumora Labs');
    await page.getByLabel(/one sentence/).fill('asdf asdf');
    await submit(page).click();
    await expect(alert(page)).toHaveText(/Please provide complete information for accurate angle generation\./);
  });

  test('silently ignores a submit with the decoy filled', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await passDwell(page);
    await fillForm(page);
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page).click();
    await page.clock.fastForward(3000);
    await expect(page.getByRole('button', { name: 'Show My Angles' })).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '← Try Another Analysis' })).toHaveCount(0);
  });

  test('full flow: about two seconds of analysis, five angles without network calls, and back to the form', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await passDwell(page);
    await pauseClock(page);
    await fillForm(page);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await page.clock.runFor(1500);
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeVisible();
    await page.clock.runFor(600);

    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).filter({ hasText: 'Lumora Labs' });
    await expect(page.getByRole('heading', { name: 'Your story angles for Lumora Labs' })).toBeFocused();
    await expect(cards).toHaveCount(5);
    const categories = await cards.locator('p.uppercase').allTextContents();
    expect(categories).toEqual(['Investor Trust', 'Founder Narrative', 'Global from Asia', 'Market Trend', 'Culture & Impact']);
    for (const headline of await cards.getByRole('heading').allTextContents()) {
      expect(headline).toContain('Lumora Labs');
      expect(headline).toContain('A stablecoin payouts API for exporters in Southeast Asia');
    }
    expect(requests.filter((r) => r.url().includes('/api/'))).toHaveLength(0);
    await expect(page.getByRole('link', { name: 'Get Distribution Quote' })).toHaveAttribute('href', '/pricing');

    await page.getByRole('button', { name: '← Try Another Analysis' }).click();
    await expect(page.getByLabel('Company / Project Name')).toBeFocused();
    await expect(page.getByLabel('Company / Project Name')).toHaveValue('Lumora Labs');
    await expect(page.getByRole('heading', { name: /Your story angles/ })).toHaveCount(0);
  });

  test('gives the two constant angles for a partnership aimed at journalists', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await passDwell(page);
    await fillForm(page, { goal: 'Partnership', audience: ['Journalists'] });
    await submit(page).click();
    await page.clock.runFor(2100);
    await expect(page.getByRole('heading', { name: 'Your story angles for Lumora Labs' })).toBeVisible();
    await expect(page.locator('li p.uppercase')).toHaveText(['Global from Asia', 'Market Trend']);
  });

  test('rate limit: five analyses an hour, then the limit message', async ({ page }) => {
    await openTool(page, '/angle-finder');
    await passDwell(page);
    await fillForm(page);
    for (let i = 1; i <= 5; i++) {
      await submit(page).click();
      await page.clock.runFor(2100);
      await page.getByRole('button', { name: '← Try Another Analysis' }).click();
      const left = 5 - i;
      if (left <= 2) await expect(page.getByText(`${left} ${left === 1 ? 'analysis' : 'analyses'} remaining this hour`)).toBeVisible();
    }
    await submit(page).click();
    await expect(alert(page)).toHaveText(
      /You have used all your analyses for this hour\. Please try again later or contact us for unlimited access\./,
    );
    await page.reload();
    await hydrated(page);
    await passDwell(page);
    await fillForm(page);
    await submit(page).click();
    await expect(alert(page)).toHaveText(/You have reached the maximum number of analyses\. Please try again in \d+ hours? \d+ minutes?\./);
  });
});
