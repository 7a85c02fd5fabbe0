import { expect, test, type Page } from '@playwright/test';
import { auditEntries, backdatedInvite, inviteWithScript } from './staff';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * WebAuthn needs a secure context and a domain for its relying party: the specs open the site as
 * http://localhost:PORT (the server's rpID is SITE_URL's host, localhost when unset).
 */
function localhostUrl(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  url.hostname = 'localhost';
  return url.origin;
}

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that always consents. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test.describe('staff sign-in with a passkey', () => {
  test('invite → enrol a passkey → sign in → sign out; the link then refuses a second use', async ({ page, baseURL }) => {
    const site = localhostUrl(baseURL);
    const email = `owner-${Date.now()}@agency.example`;
    const link = inviteWithScript(email, 'owner', site);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your passkey' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Create my passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?enrolled=1$/);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(`${site}/admin`);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    expect(auditEntries('sign-in')[0]).toMatchObject({ actor_email: email });

    const cookies = await page.context().cookies(site);
    const session = cookies.find((cookie) => cookie.name === 'kairo-staff.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    expect(auditEntries('sign-out')[0]).toMatchObject({ actor_email: email });
    await page.goto(`${site}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/already been used/);
    await expect(page.getByRole('button', { name: 'Create my passkey' })).toHaveCount(0);
    // The server refuses the used token even without the page.
    const token = new URL(link).searchParams.get('token') ?? '';
    const options = await page.request.get(`${site}/api/auth/passkey/generate-register-options?context=${token}`);
    expect(options.status()).toBe(400);
  });

  test('an expired link is refused', async ({ page, baseURL }) => {
    const site = localhostUrl(baseURL);
    const link = await backdatedInvite(`late-${Date.now()}@agency.example`, 'sales', site, DAY_MS + 60_000);
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/expired/);
    await expect(page.getByRole('button', { name: 'Create my passkey' })).toHaveCount(0);
    const token = new URL(link).searchParams.get('token') ?? '';
    const options = await page.request.get(`${site}/api/auth/passkey/generate-register-options?context=${token}`);
    expect(options.status()).toBe(400);
  });

  test('a made-up link is refused', async ({ page, baseURL }) => {
    await page.goto(`${localhostUrl(baseURL)}/admin/enrol?token=not-a-real-token`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/not valid/);
  });
});
