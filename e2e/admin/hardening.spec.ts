import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import path from 'node:path';
import { inviteWithScript, staffCookie } from './staff';

/**
 * What an outside probe of the back office tried: passkeys without user verification, challenges
 * that fill the database, better-auth's own account endpoints, words put in the site's mouth through
 * the query, and an owner inviting themself out of the last owner's role.
 */

const dataDir = () => process.env.E2E_DATA_DIR!;

function localhostUrl(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  url.hostname = 'localhost';
  return url.origin;
}

function count(sql: string, ...values: unknown[]): number {
  const db = new Database(path.join(dataDir(), 'site.db'), { readonly: true });
  try {
    return Number(db.prepare(sql).pluck().get(...values));
  } finally {
    db.close();
  }
}

/** A virtual authenticator that can do user verification, or one that only ever reports presence. */
async function authenticator(page: Page, verifies: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: verifies,
      isUserVerified: verifies,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Plays a client that ignores what the server asks for: it tells the browser "discouraged". */
async function askWithoutVerification(page: Page, endpoint: string) {
  await page.route(`**/api/auth/passkey/${endpoint}*`, async (route) => {
    const response = await route.fetch();
    const options = await response.json();
    if (options.authenticatorSelection) options.authenticatorSelection.userVerification = 'discouraged';
    else options.userVerification = 'discouraged';
    await route.fulfill({ response, json: options });
  });
}

test.describe('passkeys need user verification', () => {
  test('the server asks for it at sign-in and enrolment, and writes no row for an anonymous challenge', async ({ request, baseURL }) => {
    const site = localhostUrl(baseURL);
    const before = count('SELECT count(*) FROM staff_verification');
    const asked = 20;
    for (let i = 0; i < asked; i += 1) {
      const options = await request.get(`${site}/api/auth/passkey/generate-authenticate-options`);
      expect(options.status()).toBe(200);
      expect(await options.json()).toMatchObject({ userVerification: 'required' });
    }
    // Tests in other workers sign in meanwhile and write their own rows; one row per anonymous
    // request would be `asked` rows (exactly none: lib/admin/passkey-challenge.test.ts).
    expect(count('SELECT count(*) FROM staff_verification') - before).toBeLessThan(asked / 2);

    const link = inviteWithScript(`uv-${Date.now()}@agency.example`, 'sales', site);
    const token = new URL(link).searchParams.get('token') ?? '';
    const register = await request.get(`${site}/api/auth/passkey/generate-register-options?context=${token}`);
    expect((await register.json()).authenticatorSelection).toMatchObject({ userVerification: 'required' });
  });

  test('an enrolment without user verification is refused and stores no passkey', async ({ page, baseURL }) => {
    const site = localhostUrl(baseURL);
    const email = `no-uv-${Date.now()}@agency.example`;
    const link = inviteWithScript(email, 'sales', site);
    await authenticator(page, false);
    await askWithoutVerification(page, 'generate-register-options');
    await page.goto(link);
    await page.getByRole('button', { name: 'Create my passkey' }).click();
    // Chromium's authenticator may itself refuse a ceremony without verification before the server
    // sees it; either way nothing is stored (the server's own refusal: lib/admin/passkey-challenge.test.ts).
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/must confirm it is you|not allowed|cancelled/);
    expect(count('SELECT count(*) FROM staff_passkey p JOIN staff s ON s.id = p.userId WHERE s.email = ?', email)).toBe(0);
  });

  test('a sign-in with only user presence gets no session', async ({ page, baseURL }) => {
    const site = localhostUrl(baseURL);
    const email = `presence-${Date.now()}@agency.example`;
    const link = inviteWithScript(email, 'sales', site);
    const first = await authenticator(page, true);
    await page.goto(link);
    await page.getByRole('button', { name: 'Create my passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?enrolled=1$/);

    // The same credential on a key that cannot verify its user: a stolen key without its PIN.
    const { credentials } = await first.cdp.send('WebAuthn.getCredentials', { authenticatorId: first.authenticatorId });
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
    const stolen = await authenticator(page, false);
    await stolen.cdp.send('WebAuthn.addCredential', { authenticatorId: stolen.authenticatorId, credential: credentials[0] });
    await askWithoutVerification(page, 'generate-authenticate-options');

    const sessions = count('SELECT count(*) FROM staff_session x JOIN staff s ON s.id = x.userId WHERE s.email = ?', email);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Chromium's authenticator may itself refuse a ceremony without verification before the server
    // sees it; either way nothing is stored (the server's own refusal: lib/admin/passkey-challenge.test.ts).
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/must confirm it is you|not allowed|cancelled/);
    expect(count('SELECT count(*) FROM staff_session x JOIN staff s ON s.id = x.userId WHERE s.email = ?', email)).toBe(sessions);
  });
});

test('better-auth account endpoints are absent: no renaming, no image, and no e-mail codes without SMTP', async ({ request }) => {
  const cookie = await staffCookie(request, 'sales');
  const headers = { cookie };
  const rename = await request.post('/api/auth/update-user', {
    headers,
    data: { name: 'Owner (the real one)', image: 'javascript:alert(1)' },
    failOnStatusCode: false,
  });
  expect(rename.status()).toBe(404);
  for (const step of ['/api/auth/email-otp/send-verification-otp', '/api/auth/sign-in/email-otp']) {
    const response = await request.post(step, { headers, data: { email: 'a@agency.example', type: 'sign-in' }, failOnStatusCode: false });
    expect(response.status(), step).toBe(404);
  }
});

test('alerts say only what the site wrote: a crafted ?error= shows nothing, a known key its sentence', async ({ page, request }) => {
  const crafted = encodeURIComponent('Your account is suspended. Call +1 555 0100 now.');
  await page.goto(`/admin/sign-in?error=${crafted}`);
  await expect(page.getByText('Your account is suspended')).toHaveCount(0);
  await page.goto('/admin/sign-in?error=too-many');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Too many sign-in attempts' })).toBeVisible();

  await page.setExtraHTTPHeaders({ cookie: await staffCookie(request, 'owner') });
  await page.goto(`/admin/staff?error=${crafted}&done=${crafted}`);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is suspended')).toHaveCount(0);
  await page.goto(`/admin/leads?error=${crafted}`);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is suspended')).toHaveCount(0);
});

test('the last owner cannot invite themself into another role', async ({ page, request }) => {
  // Every other owner the specs created is demoted first, so this one is the last.
  const cookie = await staffCookie(request, 'owner');
  const db = new Database(path.join(dataDir(), 'site.db'));
  const me = db.prepare("SELECT id, email FROM staff WHERE role = 'owner' ORDER BY createdAt DESC LIMIT 1").get() as { id: string; email: string };
  const others = db.prepare("SELECT id FROM staff WHERE role = 'owner' AND id <> ?").pluck().all(me.id) as string[];
  db.prepare(`UPDATE staff SET role = 'editor' WHERE id IN (${others.map(() => '?').join(',') || "''"})`).run(...others);
  try {
    await page.setExtraHTTPHeaders({ cookie });
    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('E-mail address').fill(me.email);
    await form.getByLabel('Role').selectOption('sales');
    await form.getByRole('button', { name: 'Create enrolment link' }).click();
    await expect(form.getByRole('alert')).toHaveText(/at least one owner/);
    expect(count('SELECT role = ? FROM staff WHERE id = ?', 'owner', me.id)).toBe(1);
  } finally {
    db.prepare(`UPDATE staff SET role = 'owner' WHERE id IN (${others.map(() => '?').join(',') || "''"})`).run(...others);
    db.close();
  }
});

test('the database and its WAL files are readable by the site user only', () => {
  for (const name of ['site.db', 'site.db-wal', 'site.db-shm', 'auth-secret']) {
    expect((statSync(path.join(dataDir(), name)).mode & 0o777).toString(8), name).toBe('600');
  }
});
