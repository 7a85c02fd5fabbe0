/**
 * No English left on a translated page (docs/i18n.md): every visible string of every public page in
 * vi, zh, ko and ja holds no English sentence (lib/i18n/english-text.ts, names allowed by
 * lib/i18n/brand-terms.ts), and is compared with the English message catalogue. A string that is
 * exactly an English message (longer than 3 characters) whose translation differs fails, named with
 * its route and message key. Brand names and messages spelled the same in both catalogues pass, and
 * so does text from content files (their fallback is marked lang="en" by the pages, and left out).
 * The chat panel is walked the same way once open, with the assistant's answer to a question asked
 * in the page's language; the checker's report is walked in e2e/checker-languages.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { defaultLocale, localizedPath, locales, type Locale } from '../lib/i18n/locales';
import { englishRuns } from '../lib/i18n/english-text';
import { publicPages } from '../lib/seo/public-routes';

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

function catalogue(locale: Locale): Flat {
  const dir = path.join(process.cwd(), 'messages', locale);
  const out: Flat = new Map();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')))
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.slice(0, -'.json'.length), out);
  return out;
}

/**
 * The text a message shows when it has no arguments: rich-text tags removed, ICU quoting undone.
 * Messages with arguments render differently each time and are left to the unit test of the catalogue.
 */
function plain(message: string): string | null {
  if (/[{}]/.test(message.replace(/'[{}]'/g, ''))) return null;
  return message
    .replace(/<\/?[a-zA-Z][\w-]*>/g, '')
    .replace(/'([{}])'/g, '$1')
    .replace(/''/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const english = catalogue(defaultLocale);

/** English strings that must not appear on a page in `locale`, each with the keys it comes from. */
function forbidden(locale: Locale): Map<string, string[]> {
  const own = catalogue(locale);
  const ownTexts = new Set([...own.values()].map(plain));
  const out = new Map<string, string[]>();
  for (const [key, message] of english) {
    const text = plain(message);
    if (!text || text.length <= 3 || own.get(key) === message || ownTexts.has(text)) continue;
    out.set(text, [...(out.get(text) ?? []), key]);
  }
  return out;
}

/**
 * The visible text under `root`: each element's own text nodes and labels (`own`), and the whole text
 * of elements that hold one message with inline markup. Parts marked lang="en" (content served in
 * English until translated) or hidden from everyone are left out. Runs in the browser.
 */
function visibleText(root: Element): { shown: string[]; own: string[] } {
  const out = new Set<string>();
  const ownText = new Set<string>();
  const add = (value: string | null | undefined, own = false) => {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (text) out.add(text);
    if (text && own) ownText.add(text);
  };
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('[lang="en"], [aria-hidden="true"]') || !element.checkVisibility()) continue;
    add([...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''), true);
    if (element.matches('p, h1, h2, h3, h4, h5, h6, li, button, a, label, summary, legend, th, td, dt, dd, figcaption, option')) {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const skipped of copy.querySelectorAll('[lang="en"], [aria-hidden="true"]')) skipped.remove();
      add(copy.textContent);
    }
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(name), true);
  }
  if (root === document.body) add(document.title.replace(/ \| Kairo PR$/, ''), true);
  return { shown: [...out], own: [...ownText] };
}

async function expectNoEnglish(scope: Locator, at: string, strings: Map<string, string[]>) {
  const { shown, own } = await scope.evaluate(visibleText);
  const left = shown.filter((text) => strings.has(text)).map((text) => `"${text}" (${strings.get(text)!.join(', ')})`);
  expect(left, `English UI strings on ${at}`).toEqual([]);
  // Any English sentence at all, whatever its source (a content file, a hard-coded string, a reply).
  const sentences = own.filter((text) => englishRuns(text).length > 0);
  expect(sentences, `English text on ${at}`).toEqual([]);
}

/** A pricing question as a founder in each market types it. */
const CHAT_QUESTION: Record<Exclude<Locale, 'en'>, string> = {
  vi: 'Gói PR rẻ nhất giá bao nhiêu?',
  zh: '最便宜的PR套餐多少钱？',
  ko: '가장 저렴한 PR 패키지는 얼마인가요?',
  ja: '一番安いPRプランはいくらですか？',
};

for (const locale of locales.filter((l): l is Exclude<Locale, 'en'> => l !== defaultLocale)) {
  const strings = forbidden(locale);
  for (const pagePath of publicPages) {
    const at = localizedPath(pagePath, locale);
    test(`no English on ${at}`, async ({ page }) => {
      const response = await page.goto(at);
      expect(response?.status()).toBe(200);
      await expectNoEnglish(page.locator('body'), at, strings);
    });
  }

  test(`no English in the chat on /${locale}, its answer included`, async ({ page }) => {
    const t = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'Chat.json'), 'utf8')) as Record<string, string>;
    await page.addInitScript((contact) => {
      window.localStorage.setItem('cookieConsent', 'accepted');
      window.localStorage.setItem('kairo_chat_contact', contact);
    }, JSON.stringify({ name: 'Mai Nguyen', company: 'Quillon Pay', email: 'mai@quillon.example' }));
    await page.goto(localizedPath('/', locale));
    await page.getByRole('button', { name: t.openChat }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByPlaceholder(t.placeholder)).toBeVisible();
    await dialog.getByPlaceholder(t.placeholder).fill(CHAT_QUESTION[locale]);
    await dialog.getByRole('button', { name: t.send }).click();
    // The panel announces a reply once it is complete.
    await expect(dialog.locator('[aria-live]').filter({ hasText: t.announceReply.split('{text}')[0].trim() })).toHaveCount(1);
    await expectNoEnglish(dialog, `the chat on /${locale}`, strings);
  });
}
