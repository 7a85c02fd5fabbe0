import { expect, test } from '@playwright/test';

test.describe('header navigation (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Services dropdown opens on hover with its three entries', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['All Services', 'PR Studio', 'Pricing']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Media Tools dropdown opens on keyboard focus and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Media Tools' });
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Tab');
    // Tab from the Services button walks into its open list first; keep tabbing to Media Tools.
    while (!(await button.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'PR Credibility Checker' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('marks the active route with aria-current and highlights it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/pricing');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Services' }).hover();
    const pricing = nav.getByRole('link', { name: 'Pricing', exact: true });
    await expect(pricing).toHaveAttribute('aria-current', 'page');
    await expect(pricing).toHaveClass(/text-brand/);
  });

  test('Book a Call goes to /contact', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens a list with the same entries and a dropdown opens on tap', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Case Studies', 'Blog', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const tools = menu.getByRole('button', { name: 'Media Tools' });
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Angle Finder' })).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test('footer holds the spec links, external links in new tabs, email, offices and the year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/services', '/case-studies', '/pr-studio', '/blog', '/about', '/contact', '/faq', '/privacy-policy', '/pr-checker', '/angle-finder']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const external = footer.getByRole('navigation', { name: 'Elsewhere' }).getByRole('link');
  await expect(external).toHaveCount(7);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const name of ['Pricing', 'Book a Call', 'Credentials', 'Facebook', 'X', 'LinkedIn']) {
    await expect(external.filter({ hasText: new RegExp(`^${name} \\(opens`) })).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByText('Vietnam branch')).toBeVisible();
  await expect(footer.getByText('International branch')).toBeVisible();
  await expect(footer.getByText('Ho Chi Minh City', { exact: false })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});

test.describe('cookie banner', () => {
  test('appears after a second; Accept stores consent and it stays away after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toHaveCount(0);
    await expect(banner).toBeVisible({ timeout: 5000 });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(banner).toHaveCount(0);
  });

  test('Close hides it for this visit only: it returns after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible({ timeout: 5000 });
  });

  test('the Privacy Policy link hides it without storing consent', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
  });
});

test.describe('theme', () => {
  test('a first visit renders dark, in the server HTML and after hydration', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a chosen theme is stored under "theme" and used after a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /theme/i }).first();
    await expect(toggle).toHaveAccessibleName(/current: dark/);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test('an unknown route answers 404 with the error screen and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a theme change in one tab reaches another tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/sitemap');
  await expect(second.locator('html')).toHaveClass(/\bdark\b/);
  // dark → system (light under Playwright's default colour scheme)
  await first.getByRole('banner').getByRole('button', { name: /theme/i }).first().click();
  await expect(second.locator('html')).toHaveClass(/\blight\b/);
});
