import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { auditEntries, staffCookie } from './staff';

/**
 * The leads inbox as a sales member uses it: an inquiry sent on /contact shows up, its status, a
 * note and "deliver again" work and are audited, the CSV export opens with formulas defused, and an
 * erasure by e-mail leaves no row with the address.
 */

function database(): Database.Database {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Signs the browser in as a fresh member of `role` (a session the server issued, see ./staff.ts). */
async function signIn(context: BrowserContext, baseURL: string, role: 'sales' | 'owner' = 'sales'): Promise<string> {
  const cookie = await staffCookie(context.request, role);
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await context.addCookies([{ name, value, url: baseURL }]);
  return cookie;
}

async function sendInquiry(page: Page, values: { name: string; company: string; email: string; message: string }) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name').fill(values.name);
  await form.getByLabel('Company / Project').fill(values.company);
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByLabel('Your Message').fill(values.message);
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Received!')).toBeVisible();
}

const leadIdIn = (url: string) => Number(new URL(url).pathname.split('/').pop());

test('an inquiry from /contact reaches the inbox; status, note and deliver again work and are audited', async ({
  page,
  context,
  baseURL,
}) => {
  const marker = `inbox${randomUUID().slice(0, 8)}`;
  await sendInquiry(page, {
    name: `Mai ${marker}`,
    company: 'Lotus Ledger',
    email: `${marker}@lotus.example`,
    message: 'We are announcing our seed round on 12 March and need coverage in finance media.',
  });
  await signIn(context, baseURL!);

  await page.goto(`/admin/leads?q=${marker}`);
  const table = page.getByRole('table', { name: 'Leads, newest first' });
  const row = table.getByRole('row').filter({ hasText: `Mai ${marker}` });
  await expect(row).toContainText('Inquiry');
  await expect(row).toContainText('New');
  await row.getByRole('link').click();
  const id = leadIdIn(page.url());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inquiry ${id}: Mai ${marker}`);
  await expect(page.getByText('We are announcing our seed round')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status')).toHaveText('Status changed.');
  const history = page.getByRole('table', { name: 'Status history, oldest first' });
  await expect(history.getByRole('row').nth(1)).toContainText(/New\s*Contacted\s*sales-/);

  await page.getByRole('textbox', { name: 'New note' }).fill('Called; <b>not bold</b> & wants a launch plan');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('Note added.');
  // Inert text: the markup shows as typed.
  await expect(page.getByText('Called; <b>not bold</b> & wants a launch plan')).toBeVisible();

  // The e2e server sends nothing, so the lead's webhook job is written as the outbox leaves one that gave up.
  const db = database();
  try {
    db.prepare(
      `INSERT INTO delivery_jobs (submission_id, channel, status, attempts, queued_at, next_attempt_at, last_error, finished_at)
       VALUES (?, 'webhook', 'failed', 8, ?, ?, 'HTTP 502 from the receiver', ?)`,
    ).run(id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z');
  } finally {
    db.close();
  }
  await page.reload();
  const deliveries = page.getByRole('table', { name: 'Delivery attempts per channel' });
  const webhook = deliveries.getByRole('row', { name: /Webhook/ });
  await expect(webhook).toContainText('failed');
  await expect(webhook).toContainText('HTTP 502 from the receiver');
  await webhook.getByRole('button', { name: 'Deliver again by webhook' }).click();
  await expect(page.getByRole('status')).toHaveText(/Delivery queued again/);
  await expect(deliveries.getByRole('row', { name: /Webhook/ })).toContainText(/pending\s*0/);

  const target = `lead:${id}`;
  expect(auditEntries('lead-status').find((entry) => entry.target === target)?.detail).toBe('{"status":"contacted"}');
  expect(auditEntries('lead-note').some((entry) => entry.target === target)).toBe(true);
  expect(auditEntries('redelivery').find((entry) => entry.target === target)?.detail).toBe('{"channel":"webhook"}');
  expect(auditEntries('lead-status').find((entry) => entry.target === target)?.actor_email).toMatch(/^sales-/);
});

test('the CSV export of the current filter downloads with formulas escaped', async ({ page, context, request, baseURL }) => {
  const marker = `csv${randomUUID().slice(0, 8)}`;
  for (const name of ['=HYPERLINK("https://evil.example","click")', `+${marker}`, `@SUM(A1) ${marker}`]) {
    const response = await request.post('/api/inquiry', {
      data: { name, company: `Co ${marker}`, email: `${marker}@csv.example`, message: `-2+3 ${marker} needs launch coverage in Asia.` },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  await signIn(context, baseURL!);
  await page.goto(`/admin/leads?q=${marker}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,kind,createdAt,status,name,company,email,message,locale');
  expect(lines).toHaveLength(4);
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
  expect(csv).toContain(`,'+${marker},`);
  expect(csv).toContain(`,'@SUM(A1) ${marker},`);
  expect(csv).toContain(`'-2+3 ${marker} needs launch coverage in Asia.`);
  expect(csv).not.toMatch(/,[=+\-@]/);
  expect(auditEntries('leads-export')[0].detail).toBe('{"kind":null,"status":null,"searched":true,"count":3}');
});

test('erasure by e-mail: find, confirm, and no row of the database keeps the address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const marker = `erase${randomUUID().slice(0, 8)}`;
  const email = `${marker}@visitor.example`;
  for (const message of ['First inquiry about our token launch coverage.', 'Second inquiry about an exchange listing.']) {
    const response = await request.post('/api/inquiry', { data: { name: `Kim ${marker}`, company: 'Kim Co', email, message } });
    expect(response.status()).toBeLessThan(300);
  }
  // Someone else's inquiry that names the address: it stays, without the address.
  const other = await request.post('/api/inquiry', {
    data: { name: 'Lee Other', company: 'Other Co', email: `lee.${marker.slice(0, 4)}@other.example`, message: `Please copy ${email} on our coverage plan.` },
  });
  expect(other.status()).toBeLessThan(300);
  const created = await request.post('/api/conversations', { data: { purpose: 'chat' } });
  const { conversationId } = (await created.json()) as { conversationId: string };
  const db = database();
  try {
    // A visitor's chat message that gives the address, as the chat stores it.
    db.prepare('INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
      randomUUID(),
      conversationId,
      'user',
      `You can reach me at ${email.toUpperCase()}.`,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  await signIn(context, baseURL!);

  await page.goto(`/admin/conversations/${conversationId}`);
  await expect(page.getByRole('link', { name: new RegExp(`Kim ${marker}`) })).toHaveCount(2);

  await page.goto('/admin/leads/privacy');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Find their data' }).click();
  await expect(page.getByRole('table', { name: '2 leads with this address' })).toBeVisible();
  await expect(page.getByRole('table', { name: '1 conversations mentioning it' })).toBeVisible();
  await expect(page.getByText(/Also mentioned in 1 other people.s leads/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Erase these leads/ }).check();
  await page.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Erased 2 leads, 0 delivery jobs, 0 notes, 0 status changes and 1 conversations, and replaced the address in 1 other records.',
  );

  const dump = database();
  try {
    const tables = dump.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    for (const table of tables) {
      const rows = JSON.stringify(dump.prepare(`SELECT * FROM "${table}"`).all()).toLowerCase();
      expect(rows, table).not.toContain(marker);
    }
  } finally {
    dump.close();
  }
  const erasure = auditEntries('erasure')[0];
  expect(erasure.detail).toContain('"leads":2');
  expect(erasure.detail).not.toContain(marker);
});
