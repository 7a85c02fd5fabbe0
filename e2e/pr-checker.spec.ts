import { expect, test, type Page, type Request } from '@playwright/test';
import { analyzePressRelease } from '../lib/pr-checker/engine';
import { buildCheckerMessage } from '../lib/pr-checker/instruction';
import { calibrationRelease, hydrated, openTool, passDwell } from './tools-helpers';

const release = calibrationRelease('kirafi-seed');
const expected = analyzePressRelease(release);

const textarea = (page: Page) => page.getByLabel('Your press release');
const analyzeButton = (page: Page) => page.getByRole('button', { name: /Analyze My Press Release|Analyzing Your Press Release/ });
// Next's route announcer is also an alert region; the tools' message is the paragraph.
const alert = (page: Page) => page.locator('p[role="alert"]');

async function analyzeOnce(page: Page) {
  await analyzeButton(page).click();
  await expect(page.getByRole('heading', { name: /Analysis Complete!|Your PR Credibility Report/ })).toBeVisible();
}

test.describe('PR Credibility Checker', () => {
  test('renders the page with its metadata and WebApplication JSON-LD', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await expect(page).toHaveTitle('PR Credibility Checker | Kairo PR');
    await expect(page.getByRole('heading', { level: 1, name: 'PR Credibility Checker' })).toBeVisible();
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
      els.flatMap((el) => [JSON.parse(el.textContent ?? '{}')].flat().map((b) => b['@type'])),
    );
    expect(types).toContain('WebApplication');
  });

  test('counts characters live and enables the button at 300', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await expect(page.getByText('Minimum 300 characters required')).toBeVisible();
    await expect(analyzeButton(page)).toBeDisabled();
    await textarea(page).fill('a'.repeat(299));
    await expect(page.getByText('299 characters')).toBeVisible();
    await expect(analyzeButton(page)).toBeDisabled();
    await textarea(page).fill('a'.repeat(300));
    await expect(page.getByText('300 characters')).toBeVisible();
    await expect(page.getByText('Ready for analysis')).toBeVisible();
    await expect(analyzeButton(page)).toBeEnabled();
  });

  test('asks for 300 real characters when the text is padded with spaces', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await passDwell(page);
    await textarea(page).fill(`${release.slice(0, 250)}${' '.repeat(80)}`);
    await analyzeButton(page).click();
    await expect(alert(page)).toHaveText(/Please provide at least 300 characters for accurate analysis\./);
    await expect(alert(page)).toHaveClass(/text-foreground/);
    await expect(page.getByText('5 analyses remaining this hour')).toBeVisible();
  });

  test('asks the visitor to take a moment within the first 3 seconds', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await page.clock.pauseAt(Date.now() + 1000);
    await textarea(page).fill(release);
    await analyzeButton(page).click();
    await expect(alert(page)).toHaveText(/Please take a moment to review your press release before analyzing\./);
  });

  test('rejects placeholder text with the suspicious-input message', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await passDwell(page);
    await textarea(page).fill(`${release}\n\nThis is a test.`);
    await analyzeButton(page).click();
    await expect(alert(page)).toHaveText(/Please provide a complete press release for accurate analysis\./);
  });

  test('silently ignores a submit with the decoy filled', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await passDwell(page);
    const sent: Request[] = [];
    page.on('request', (r) => r.url().includes('/messages') && sent.push(r));
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await textarea(page).fill(release);
    await analyzeButton(page).click();
    await page.waitForTimeout(500);
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Analyze My Press Release' })).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('full flow: analysis over the conversation stream, the gate, the lead and the report', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await passDwell(page);
    await textarea(page).fill(release);

    const message = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/conversations\/[^/]+\/messages$/.test(r.url()));
    await analyzeButton(page).click();
    const body = (await message).postDataJSON() as { text: string };
    expect(body.text).toBe(buildCheckerMessage(release));

    await expect(page.getByRole('heading', { name: 'Analysis Complete!' })).toBeVisible();
    await expect(page.getByLabel(`Overall score ${expected.overall} out of 100`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your PR Credibility Report' })).toHaveCount(0);

    await page.getByLabel('Your Name').fill('Mai Tran');
    await page.getByLabel('Company Name').fill('Lumora Labs');
    await page.getByLabel('Email Address').fill('mai@lumoralabs.example');
    const lead = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checker/lead'));
    await page.getByRole('button', { name: 'Show My Score' }).click();
    const leadRequest = await lead;
    expect(leadRequest.postDataJSON()).toEqual({
      name: 'Mai Tran',
      company: 'Lumora Labs',
      email: 'mai@lumoralabs.example',
      overallScore: expected.overall,
      clarityScore: expected.dimensions.clarity.score,
      proofScore: expected.dimensions.proof.score,
      mediaToneScore: expected.dimensions.tone.score,
      investorAppealScore: expected.dimensions.investor.score,
      pressReleaseText: release,
      strengths: expected.strengths.join('; '),
      improvements: expected.improvements.join('; '),
      website: '',
    });
    expect((await leadRequest.response())?.ok()).toBe(true);

    const report = page.getByRole('region', { name: 'Your PR Credibility Report' });
    await expect(report).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Analysis Complete!' })).toHaveCount(0);
    const dims: [string, number][] = [
      ['Clarity & Structure', expected.dimensions.clarity.score],
      ['Proof & Evidence', expected.dimensions.proof.score],
      ['Media Tone & Authenticity', expected.dimensions.tone.score],
      ['Investor Appeal', expected.dimensions.investor.score],
    ];
    for (const [label, score] of dims) {
      const meter = report.getByRole('meter', { name: `${label} score` });
      await expect(meter).toHaveAttribute('aria-valuenow', String(score));
      const band = score >= 20 ? 'Excellent' : score >= 15 ? 'Good' : score >= 10 ? 'Fair' : 'Needs Work';
      await expect(meter).toHaveAttribute('aria-valuetext', `${score} out of 25, ${band}`);
    }
    await expect(report.getByRole('heading', { name: 'Key Strengths' })).toBeVisible();
    for (const s of expected.strengths) await expect(report.getByText(s, { exact: true })).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Improvement Opportunities' })).toBeVisible();
    for (const s of expected.improvements) await expect(report.getByText(s, { exact: true })).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Why This Matters' })).toBeVisible();
    await expect(report.getByText(expected.insight)).toBeVisible();
    await expect(report.getByRole('link', { name: 'Get Distribution Quote' })).toHaveAttribute('href', '/contact');
  });

  test('keeps the gate and the entered details when the lead fails', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await page.route('**/api/checker/lead', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' }));
    await passDwell(page);
    await textarea(page).fill(release);
    await analyzeOnce(page);
    await page.getByLabel('Your Name').fill('Mai Tran');
    await page.getByLabel('Company Name').fill('Lumora Labs');
    await page.getByLabel('Email Address').fill('mai@lumoralabs.example');
    await page.getByRole('button', { name: 'Show My Score' }).click();
    await expect(page.getByRole('button', { name: 'Show My Score' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Analysis Complete!' })).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('Mai Tran');
    await expect(alert(page)).toHaveCount(0);
  });

  test('rate limit: five analyses an hour, then the limit message, then the 24-hour block', async ({ page }) => {
    await openTool(page, '/pr-checker');
    await passDwell(page);
    await textarea(page).fill(release);
    for (let i = 1; i <= 5; i++) {
      await analyzeOnce(page);
      const left = 5 - i;
      if (left <= 2) await expect(page.getByText(`${left} ${left === 1 ? 'analysis' : 'analyses'} remaining this hour`)).toBeVisible();
      else await expect(page.getByText(/remaining this hour/)).toHaveCount(0);
    }
    await analyzeButton(page).click();
    await expect(alert(page)).toHaveText(
      /You have used all your analyses for this hour\. Please try again later or contact us for unlimited access\./,
    );
    await expect(page.getByText(/remaining this hour/)).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await passDwell(page);
    await textarea(page).fill(release);
    await analyzeButton(page).click();
    await expect(alert(page)).toHaveText(
      /You have reached the maximum number of analyses\. Please try again in (23 hours \d+ minutes?|24 hours 0 minutes)\./,
    );
  });
});
