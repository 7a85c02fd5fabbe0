import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const CONTACT_KEY = 'kairo_chat_contact';
const contact = { name: 'Mai Nguyen', company: 'Quillon Pay', email: 'mai@quillon.example' };

// The cookie banner is covered by the shell suite; here it would only sit over the launcher.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
});

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Assistant' });
  await dialog.getByLabel('Your Name').fill(contact.name);
  await dialog.getByLabel('Company/Project').fill(contact.company);
  await dialog.getByLabel('Email Address').fill(contact.email);
}

async function storeContact(page: Page) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [CONTACT_KEY, JSON.stringify(contact)],
  );
}

test.describe('chat widget on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('contact, streamed reply with typing indicator, and a reload that keeps contact and history', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    await expect(dialog.getByText('Get Started', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
    await expect(
      dialog.getByText('Share your details so we can provide personalized PR guidance and follow up with you.'),
    ).toBeVisible();
    await expect(dialog.getByText("We'll use this info to follow up and provide better assistance.")).toBeVisible();
    await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Your Name', 'Company/Project', 'Email Address'])
      await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');

    // Hold the contact request so the busy state can be seen.
    let releaseContact!: () => void;
    const contactHeld = new Promise<void>((resolve) => (releaseContact = resolve));
    let contactBody: Record<string, unknown> | undefined;
    await page.route('**/api/chat/contact', async (route) => {
      contactBody = route.request().postDataJSON();
      await contactHeld;
      await route.continue();
    });
    await fillContact(page);
    await dialog.getByRole('button', { name: 'Start Chatting' }).click();
    const busy = dialog.getByRole('button', { name: 'Starting Chat...' });
    await expect(busy).toBeDisabled();
    await expect(busy.locator('svg')).toBeVisible();
    releaseContact();

    await expect(page.getByText('Thank you! You can now chat with our PR expert.')).toBeVisible();
    expect(contactBody).toEqual({ ...contact, goal: 'chat-widget', website: '' });
    await expect(dialog.getByText('PR Strategy Expert')).toBeVisible();
    await expect(
      dialog.getByText(
        'Welcome to Kairo PR! Ask me about our PR services, case studies, or how we can help your startup.',
      ),
    ).toBeVisible();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONTACT_KEY)) ?? 'null')).toEqual(
      contact,
    );

    const input = dialog.getByPlaceholder('Ask about our PR services...');
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    // Shift+Enter makes a new line instead of sending.
    await input.fill('How much is the');
    await input.press('Shift+Enter');
    await input.pressSequentially('Compact Kit?');
    await expect(input).toHaveValue('How much is the\nCompact Kit?');
    await expect(send).toBeEnabled();

    // Hold the message so the typing indicator shows while the reply is awaited.
    let releaseMessage!: () => void;
    const messageHeld = new Promise<void>((resolve) => (releaseMessage = resolve));
    await page.route('**/api/conversations/*/messages', async (route) => {
      if (route.request().method() === 'POST') await messageHeld;
      await route.continue();
    });
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const userMessage = dialog.locator('[data-role="user"]').last();
    await expect(userMessage).toContainText('How much is the');
    await expect(dialog.getByTestId('typing-indicator')).toBeVisible();
    await input.fill('Another question');
    await expect(send).toBeDisabled();
    releaseMessage();

    const reply = dialog.locator('[data-role="assistant"]').last();
    await expect(reply).toContainText('Compact Kit');
    await expect(reply).toContainText('$269');
    await expect(reply.locator('strong').first()).toBeVisible();
    await expect(reply.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(dialog.getByTestId('typing-indicator')).toBeHidden();
    await expect(send).toBeEnabled();
    await expect(dialog.locator('[aria-live="polite"]')).toContainText('Assistant: Compact Kit: $269');

    // User on the right, assistant on the left.
    const dialogBox = (await dialog.boundingBox())!;
    const userBox = (await userMessage.locator('div').first().boundingBox())!;
    const replyBox = (await reply.locator('div').first().boundingBox())!;
    expect(userBox.x + userBox.width).toBeGreaterThan(dialogBox.x + dialogBox.width - 40);
    expect(replyBox.x).toBeLessThan(dialogBox.x + 40);

    await page.reload();
    const reopened = await openChat(page);
    await expect(reopened.getByText('PR Strategy Expert')).toBeVisible();
    await expect(reopened.getByLabel('Your Name')).toHaveCount(0);
    await expect(reopened.locator('[data-role="user"]')).toContainText('Compact Kit?');
    await expect(reopened.locator('[data-role="assistant"]')).toContainText('$269');
    await expect(reopened.getByRole('button', { name: 'Send' })).toBeDisabled();
    await reopened.getByPlaceholder('Ask about our PR services...').fill('Where are your offices?');
    await reopened.getByRole('button', { name: 'Send' }).click();
    await expect(reopened.locator('[data-role="assistant"]').last()).toContainText('Ho Chi Minh City');
  });

  test('keyboard: focus moves in, Tab stays inside, Escape closes and focus returns to the launcher', async ({
    page,
  }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Assistant' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Your Name')).toBeFocused();

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The close button is the first stop and Start Chatting the last: Tab wraps both ways.
    await dialog.getByRole('button', { name: 'Close chat' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Start Chatting' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    await launcher.click();
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('the panel is 384 × 600 px at the bottom right', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(Math.round(box.height)).toBe(600);
    expect(Math.round(box.x + box.width)).toBeGreaterThan(1280 - 40);
    expect(Math.round(box.y + box.height)).toBeGreaterThan(800 - 40);
  });

  test('a failed contact submission shows the error toast and keeps the form', async ({ page }) => {
    await page.route('**/api/chat/contact', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The service is unavailable.' }),
      }),
    );
    await page.goto('/');
    const dialog = await openChat(page);
    await fillContact(page);
    await dialog.getByRole('button', { name: 'Start Chatting' }).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start Chatting' })).toBeEnabled();
    await expect(dialog.getByLabel('Your Name')).toHaveValue(contact.name);
    await expect(dialog.getByText('Get Started', { exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_KEY)).toBeNull();
  });

  test('a stored contact opens the chat view directly; the typing dots keep still under reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await storeContact(page);
    await page.goto('/');
    const dialog = await openChat(page);
    await expect(dialog.getByText('PR Strategy Expert')).toBeVisible();
    const input = dialog.getByPlaceholder('Ask about our PR services...');
    await expect(input).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/conversations/*/messages', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await input.fill('Hello');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await input.press('Enter');
    const dot = dialog.getByTestId('typing-indicator').locator('span[aria-hidden="true"]').first();
    await expect(dot).toBeVisible();
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    release();
    await expect(dialog.locator('[data-role="assistant"]')).toContainText('Kairo PR');
  });

  for (const theme of ['dark', 'light']) {
    test(`the open dialog passes axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await openChat(page);
      const contactView = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(contactView.violations).toEqual([]);

      await fillContact(page);
      await page.getByRole('button', { name: 'Start Chatting' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assistant' });
      await dialog.getByPlaceholder('Ask about our PR services...').fill('What services do you offer?');
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.locator('[data-role="assistant"]')).toContainText(/launch PR/i);
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
      const chatView = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(chatView.violations).toEqual([]);
    });
  }
});

test.describe('chat widget on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the panel fills the screen below 640 px', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChat(page);
    const box = (await dialog.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });
});

test('the reply arrives over SSE as several text-delta events ending with finish', async ({ request, baseURL }) => {
  const created = await request.post('/api/conversations', { data: { purpose: 'chat' } });
  expect(created.status()).toBe(201);
  const { conversationId } = await created.json();
  const stream = await fetch(`${baseURL}/api/conversations/${conversationId}/stream`);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // The first frame is the connection comment: from here on the server is listening.
  while (!buffer.includes('\n\n')) buffer += decoder.decode((await reader.read()).value, { stream: true });
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    data: { text: 'Where are your offices?' },
  });
  expect(sent.status()).toBe(202);
  const events: Array<{ type: string; id?: string; delta?: string }> = [];
  const eventIds: string[] = [];
  while (!events.some((e) => e.type === 'finish' || e.type === 'error')) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop()!;
    for (const frame of frames) {
      const [idLine, dataLine] = frame.split('\n');
      if (!dataLine?.startsWith('data: ')) continue;
      // Each event carries its id, which a reconnecting browser sends back as Last-Event-ID.
      eventIds.push(idLine.replace(/^id: /, ''));
      events.push(JSON.parse(dataLine.slice(6)));
    }
  }
  await reader.cancel();
  const deltas = events.filter((e) => e.type === 'text-delta');
  expect(deltas.length).toBeGreaterThan(5);
  expect(new Set(deltas.map((e) => e.id)).size).toBe(1);
  expect(events.at(-1)?.type).toBe('finish');
  expect(deltas.map((e) => e.delta).join('')).toContain('Singapore');
  expect(eventIds.every((id) => /^\d+-\d+$/.test(id))).toBe(true);
  expect(new Set(eventIds).size).toBe(events.length);
});
