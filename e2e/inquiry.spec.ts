import { expect, test, type Page, type Request } from '@playwright/test';
import { INQUIRY_ENDPOINT, INQUIRY_MESSAGES } from '../components/contact/messages';

const values = {
  name: 'Mai Tran',
  company: 'Lotus Ledger',
  email: 'mai@lotus-ledger.example',
  message: 'We are announcing our seed round on 12 March and need coverage in finance media.',
};

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const submitButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending/ });
const consent = (page: Page) => form(page).getByRole('checkbox', { name: /Privacy Policy/ });

async function fill(page: Page) {
  await form(page).getByLabel('Your Name').fill(values.name);
  await form(page).getByLabel('Company / Project').fill(values.company);
  await form(page).getByLabel('Email Address').fill(values.email);
  await form(page).getByLabel('Your Message').fill(values.message);
}

async function expectValues(page: Page, expected: typeof values) {
  await expect(form(page).getByLabel('Your Name')).toHaveValue(expected.name);
  await expect(form(page).getByLabel('Company / Project')).toHaveValue(expected.company);
  await expect(form(page).getByLabel('Email Address')).toHaveValue(expected.email);
  await expect(form(page).getByLabel('Your Message')).toHaveValue(expected.message);
}

function recordInquiries(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === INQUIRY_ENDPOINT) seen.push(request);
  });
  return seen;
}

test.describe('inquiry form', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    await page.goto('/contact');
  });

  test('success: sends the four fields and the empty decoy, never the consent, then shows Message Received!', async ({ page }) => {
    await fill(page);
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
    await consent(page).check();
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'false');

    // Hold the real request briefly so the busy state can be observed, then let it through to the API.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INQUIRY_ENDPOINT, async (route) => {
      await held;
      await route.continue();
    });
    const requestPromise = page.waitForRequest(INQUIRY_ENDPOINT);
    const responsePromise = page.waitForResponse(INQUIRY_ENDPOINT);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(submitButton(page)).toBeDisabled();
    await expect(form(page).getByTestId('inquiry-spinner')).toBeVisible();
    release();

    const request = await requestPromise;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ ...values, website: '' });
    expect((await responsePromise).status()).toBe(200);

    await expect(page.getByText(INQUIRY_MESSAGES.success)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Received!' })).toBeVisible();
    await expect(form(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit Another Inquiry' }).click();
    await expectValues(page, { name: '', company: '', email: '', message: '' });
    await expect(consent(page)).not.toBeChecked();
    await expect(form(page).getByLabel('Your Name')).toBeFocused();
  });

  test('failure: shows the error toast and keeps every value', async ({ page }) => {
    await page.route(INQUIRY_ENDPOINT, (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'The provider failed.' }) }),
    );
    await fill(page);
    await consent(page).check();
    await submitButton(page).click();
    await expect(page.getByText(INQUIRY_MESSAGES.failure)).toBeVisible();
    await expectValues(page, values);
    await expect(consent(page)).toBeChecked();
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Message Received!' })).toHaveCount(0);
  });

  test('a network failure is handled the same way', async ({ page }) => {
    await page.route(INQUIRY_ENDPOINT, (route) => route.abort('connectionrefused'));
    await fill(page);
    await consent(page).check();
    await submitButton(page).click();
    await expect(page.getByText(INQUIRY_MESSAGES.failure)).toBeVisible();
    await expectValues(page, values);
  });

  test('without consent nothing is sent and the consent error shows', async ({ page }) => {
    const sent = recordInquiries(page);
    await fill(page);
    await expect(consent(page)).not.toBeChecked();
    await expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the button pressable for people; Playwright refuses to click it unless forced.
    await submitButton(page).click({ force: true });
    await expect(page.getByText(INQUIRY_MESSAGES.consent)).toBeVisible();
    await expect(consent(page)).toBeFocused();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
    await expectValues(page, values);
  });

  test('pressing Enter in a field without consent also shows the consent error and sends nothing', async ({ page }) => {
    const sent = recordInquiries(page);
    await fill(page);
    await form(page).getByLabel('Email Address').press('Enter');
    await expect(page.getByText(INQUIRY_MESSAGES.consent)).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test('browser-level required fields and email format block an incomplete form', async ({ page }) => {
    const sent = recordInquiries(page);
    await consent(page).check();
    await submitButton(page).click();
    expect(await form(page).getByLabel('Your Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await fill(page);
    await form(page).getByLabel('Email Address').fill('not-an-email');
    await submitButton(page).click();
    expect(await form(page).getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
});
