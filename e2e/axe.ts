import type { Page } from '@playwright/test';

/**
 * Sections below the first screen are laid out only when they near the viewport
 * (`content-visibility: auto`, docs/architecture.md#slow-phones). Until one has been rendered,
 * Chromium may report for its text the colours inherited before the theme was applied, which axe
 * reads as a contrast failure no visitor sees: once a section is on screen its colours are right.
 * Scroll each one into view, as a visitor would, before axe reads the page.
 */
export async function renderDeferredSections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deferred = [...document.querySelectorAll('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of deferred) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await nextFrame();
  });
}
