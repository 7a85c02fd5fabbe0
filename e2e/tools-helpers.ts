import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A release from the checker's calibration set. */
export function calibrationRelease(slug: string): string {
  return readFileSync(path.join(process.cwd(), 'test/fixtures/checker-calibration', `${slug}.txt`), 'utf8');
}

/**
 * Opens a tool page with consent already stored (so the cookie banner never covers the form) and
 * Playwright's clock installed, so a test can jump past the 3-second dwell instead of waiting.
 */
export async function openTool(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
}

/** Waits until the tool's island runs in the browser (its dwell clock starts then). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('form[data-hydrated="true"]').waitFor();
}

/**
 * Stops the page's clock about where it is, so timers fire only when the test advances it. The
 * margin must cover the round trip between reading the time and pausing on a loaded machine
 * (pausing in the past throws); it stays well under the tools' 3-second dwell.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Moves the page's clock past the tool's 3-second dwell. */
export async function passDwell(page: Page): Promise<void> {
  await page.clock.fastForward(3500);
}
