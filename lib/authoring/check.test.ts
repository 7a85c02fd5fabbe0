import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translatedLocales } from '@/lib/i18n/locales';
import { checkContent, checkDocumentSource, checkTranslations } from './check';
import { contentFileNames } from '@/lib/content/files';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairo-content-'));
  fs.cpSync('content', dir, { recursive: true });
  // Each test starts from the English files alone and writes the translations it needs.
  for (const locale of translatedLocales) fs.rmSync(path.join(dir, locale), { recursive: true, force: true });
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A translation that is the English file itself, with one value changed: valid by construction. */
function translate(locale: string, file: string, change: (text: string) => string = (text) => text) {
  fs.mkdirSync(path.join(dir, locale), { recursive: true });
  fs.writeFileSync(path.join(dir, locale, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));
}

const checkScript = (folder: string) =>
  promisify(execFile)(process.execPath, ['scripts/content-check.mjs', folder]).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('checkTranslations', () => {
  it('names every missing translation, file by file', () => {
    const issues = checkTranslations({ dir });
    expect(issues).toHaveLength(contentFileNames.length * translatedLocales.length);
    expect(issues.map((i) => i.message)).toContain(`${dir}/ko/faq.yaml: not translated yet (한국어 pages show the English text)`);
  });

  it('accepts a valid translation and reports an invalid one by its file and field', () => {
    translate('ko', 'faq.yaml', (text) => text.replace('question:', 'question: 요금은?\n  ignored:'));
    translate('ja', 'faq.yaml', (text) => text.replace(/question: .*/, 'question: 料金は？'));
    const messages = checkTranslations({ dir, tags: ['faq'] }).map((i) => i.message);
    expect(messages.filter((m) => m.includes('/ja/faq.yaml'))).toEqual([]);
    expect(messages.find((m) => m.includes('/ko/faq.yaml'))).toMatch(/ko\/faq\.yaml: .*ignored/);
    expect(messages.filter((m) => m.includes('/vi/faq.yaml'))).toHaveLength(1);
    // A bad translation is never an error of the English content.
    expect(checkContent({ dir })).toEqual([]);
  });
});

// The script loads the TypeScript validators with jiti: seconds on a busy machine.
describe('npm run content:check', { timeout: 30_000 }, () => {
  it('warns about a missing or invalid translation and still exits 0', async () => {
    translate('zh', 'faq.yaml', () => '- id: [unclosed\n');
    const { code, stdout, stderr } = await checkScript(dir);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^warning: .*\/zh\/faq\.yaml: is not valid YAML/m);
    expect(stderr).toMatch(/^warning: .*\/vi\/services\.nodes\.json: not translated yet/m);
    expect(stdout).toMatch(/content check: every file in .* is valid \(\d+ translation warnings\)/);
  });

  it('exits 1 on an invalid English file', async () => {
    fs.writeFileSync(path.join(dir, 'faq.yaml'), '- id: [unclosed\n');
    const { code, stderr } = await checkScript(dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^\S*faq\.yaml: is not valid YAML/m);
    expect(stderr).toContain('content check: 1 invalid file in');
  });
});

describe('the content link rule at save and check time', () => {
  const article = 'arunika-credit-receives-ojk-licence-for-invoice-financing.md';

  it('names an article link the URL parser cannot read, before it can break a page or a build', () => {
    const file = path.join(dir, 'newsroom', article);
    fs.appendFileSync(file, '\n\nMore in [a](http://) soon.\n');
    const source = fs.readFileSync(file, 'utf8');
    const messages = checkContent({ dir, tags: ['articles'] }).map((issue) => issue.message);
    expect(messages).toEqual([expect.stringMatching(/"body" has a link to "http:\/\/", which must be a web address/)]);
    const doc = { kind: 'article', slug: article.replace(/\.md$/, '') } as Parameters<typeof checkDocumentSource>[0];
    expect(checkDocumentSource(doc, `newsroom/${article}`, source)?.message).toMatch(/has a link to "http:\/\/"/);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'http://'])('refuses an FAQ link to %s', (href) => {
    const file = path.join(dir, 'faq.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('href: /prstudio/how-to-write-a-press-release-that-gets-published', `href: "${href}"`));
    const messages = checkContent({ dir, tags: ['faq'] }).map((issue) => issue.message);
    expect(messages).toEqual([expect.stringMatching(/link › href" must be a web address/)]);
  });
});
