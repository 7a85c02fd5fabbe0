import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailServer } from '../../test/helpers/mail-server';
import { startSite, type SiteInstance } from '../../test/servers/next';
import { inviteWithScript } from './staff';

/**
 * Where SMTP_URL is set, staff can also sign in with a one-time code sent by e-mail: a site of its
 * own with a real SMTP server (smtp-server) that keeps what it receives.
 */
test('a staff member signs in with a code sent by e-mail; a wrong code is refused; an unknown address gets none', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-admin-code-'));
  const smtp = await startMailServer();
  let site: SiteInstance | undefined;
  try {
    site = await startSite({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LEADS_EMAIL_TO: 'leads@agency.example',
      LEADS_EMAIL_FROM: 'site@agency.example',
    });
    const email = 'sam@agency.example';
    inviteWithScript(email, 'sales', site.url, dataDir);

    await page.goto(`${site.url}/admin/sign-in`);
    await page.getByLabel('Your staff e-mail address').fill('nobody@agency.example');
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(page.getByText('If nobody@agency.example belongs to a staff member')).toBeVisible();

    await page.goto(`${site.url}/admin/sign-in`);
    await page.getByLabel('Your staff e-mail address').fill(email);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    const [message] = smtp.received;
    expect(message.envelope.rcptTo.map((to) => to.address)).toEqual([email]);
    const code = message.mail.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Code' }).fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: /wrong or has expired/ })).toBeVisible();

    await page.getByRole('textbox', { name: 'Code' }).fill(code!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/admin`);
    await expect(page.getByRole('banner').getByText(`${email} (sales)`)).toBeVisible();
  } finally {
    await site?.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
