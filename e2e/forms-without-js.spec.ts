import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type Request } from '@playwright/test';
import { INQUIRY_MESSAGES } from '../components/contact/messages';

/**
 * Forms before and without JavaScript (docs/architecture.md#forms-without-javascript): the inquiry
 * form and the chat's contact step post to their server actions and the server's HTML answers;
 * the tools that need the browser cannot be submitted; no visitor input ever lands in a URL.
 */

type Lead = { kind: string; email?: string; name?: string; message?: string };

/** What the leads CLI reads from the suite's store. */
function storedLeads(kind: 'inquiry' | 'chat-contact', email: string): Lead[] {
  const output = execFileSync(process.execPath, ['scripts/leads.mjs', '--kind', kind], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
  return (JSON.parse(output.toString()) as Lead[]).filter((lead) => lead.email === email);
}

/** Every request the page makes, to check that none carries what the visitor typed. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

function expectNoInputInUrls(requests: Request[], typed: string[]) {
  for (const request of requests) {
    const url = decodeURIComponent(request.url());
    for (const value of typed) expect(url).not.toContain(value);
  }
}

const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

async function fillInquiry(page: Page, values: { name: string; company: string; email: string; message: string }) {
  const form = inquiryForm(page);
  await form.getByLabel('Your Name').fill(values.name);
  await form.getByLabel('Company / Project').fill(values.company);
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByLabel('Your Message').fill(values.message);
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid inquiry is stored and the server answers with the confirmation', async ({ page }) => {
    const values = {
      name: 'Mai Tran',
      company: 'Lotus Ledger',
      email: unique('nojs'),
      message: 'Seed round on 12 March.',
    };
    const requests = recordRequests(page);
    await page.goto('/contact');
    await fillInquiry(page, values);
    await inquiryForm(page)
      .getByRole('checkbox', { name: /Privacy Policy/ })
      .check();
    await inquiryForm(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Message Received!' })).toBeVisible();
    await expect(inquiryForm(page)).toHaveCount(0);
    const posts = requests.filter((request) => request.method() === 'POST');
    expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(['/contact']);
    expectNoInputInUrls(requests, [values.email, values.name, values.message]);
    expect(storedLeads('inquiry', values.email)).toEqual([
      expect.objectContaining({ name: values.name, company: values.company, message: values.message }),
    ]);
  });

  test('an invalid inquiry comes back with the field messages and the values, and nothing is stored', async ({
    page,
  }) => {
    // Values the browser's own checks let through (`a@b` is a valid address to it), the server's do not.
    const email = `${unique('nojs-invalid').split('@')[0]}@localhost`;
    await page.goto('/contact');
    await fillInquiry(page, { name: 'x'.repeat(121), company: 'Lotus Ledger', email, message: '   ' });
    await inquiryForm(page).getByRole('button', { name: 'Send Message' }).click();

    const form = inquiryForm(page);
    await expect(form.getByText('Your name can be at most 120 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    await expect(form.getByText(INQUIRY_MESSAGES.consent)).toBeVisible();
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(form.getByLabel('Company / Project')).toHaveValue('Lotus Ledger');
    await expect(page.getByRole('heading', { name: 'Message Received!' })).toHaveCount(0);
    expect(storedLeads('inquiry', email)).toEqual([]);
  });

  test('the chat launcher opens the contact step, which posts and is stored', async ({ page }) => {
    const contact = { name: 'Linh Vo', company: 'Delta Pay', email: unique('nojs-chat') };
    const requests = recordRequests(page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assistant' });
    await expect(dialog.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
    await dialog.getByLabel('Your Name').fill(contact.name);
    await dialog.getByLabel('Company/Project').fill(contact.company);
    await dialog.getByLabel('Email Address').fill(contact.email);
    await dialog.getByRole('button', { name: 'Start Chatting' }).click();

    const answered = page.getByRole('dialog', { name: 'Assistant' });
    await expect(answered.getByText('Thank you! You can now chat with our PR expert.')).toBeVisible();
    await expect(answered.getByText(/The chat itself needs JavaScript/)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expectNoInputInUrls(requests, [contact.email, contact.name]);
    expect(storedLeads('chat-contact', contact.email)).toEqual([
      expect.objectContaining({ name: contact.name, company: contact.company }),
    ]);

    await answered.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Assistant' })).toBeHidden();
  });

  test('the tools that need the browser cannot be submitted and say why', async ({ page }) => {
    // Playwright's text matching leaves <noscript> out, so the note is found by its place in the form.
    const note = page.locator('form noscript p');
    await page.goto('/pr-checker');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe('The checker needs JavaScript: please turn it on to analyse your release.');
    await expect(page.getByRole('button', { name: 'Analyze My Press Release' })).toBeDisabled();
    await page.goto('/angle-finder');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe('The angle finder needs JavaScript: please turn it on to see your angles.');
    await expect(page.getByRole('button', { name: 'Show My Angles' })).toBeDisabled();
  });
});

test('an inquiry sent before the page hydrates is a POST without a query string, and is stored', async ({ page }) => {
  // The page's scripts never arrive, so the form stays the server's HTML however long the test takes.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const values = { name: 'An Pham', company: 'Mekong Labs', email: unique('early'), message: 'Token launch in May.' };
  const requests = recordRequests(page);
  await page.goto('/contact');
  await fillInquiry(page, values);
  await inquiryForm(page)
    .getByRole('checkbox', { name: /Privacy Policy/ })
    .check();
  await inquiryForm(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Received!' })).toBeVisible();
  const documents = requests.filter((request) => request.resourceType() === 'document');
  expect(documents.map((request) => [request.method(), request.url()])).toEqual([
    ['GET', new URL('/contact', page.url()).href],
    ['POST', new URL('/contact', page.url()).href],
  ]);
  expectNoInputInUrls(requests, [values.email, values.name, values.message]);
  expect(storedLeads('inquiry', values.email)).toHaveLength(1);
});
