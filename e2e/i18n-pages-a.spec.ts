/**
 * Home, about, services and case studies in the other languages: the page's <html lang>, headings
 * from that locale's messages, content from that locale's translation under content/<locale>/,
 * numbers grouped per locale, links that keep the language, and an English block marked lang="en"
 * when a translation file is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readContentFile } from '../lib/content/files';
import { htmlText, serverPage } from './html-text';
import { CONTENT_TOKEN, startContentServer, type ContentServer } from './content-server';

type Messages = Record<string, Record<string, string> & Record<string, Record<string, string>>>;
const messages = (locale: string, namespace: string): Messages[string] =>
  JSON.parse(fs.readFileSync(path.join('messages', locale, `${namespace}.json`), 'utf8'));
type Nodes = { nodes: Array<{ id: string; fieldValues: Record<string, unknown> }> };
const nodes = (file: string): Nodes => JSON.parse(fs.readFileSync(path.join('content', file), 'utf8'));
const field = (file: string, id: string, name: string) =>
  String(nodes(file).nodes.find((node) => node.id === id)!.fieldValues[name]);

/** The text from the first tag matching `open` up to the next `close`. */
function element(html: string, open: RegExp, close: string): string | undefined {
  const start = html.search(open);
  if (start < 0) return undefined;
  return htmlText(html.slice(start, html.indexOf(close, start))).trim();
}
const h1 = (html: string) => element(html, /<h1\b/, '</h1>');
/** The page's own content (<main>), without the shell, whose language switcher names each language in it. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const englishBlock = /<[a-z]+[^>]*\blang="en"/;
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

test('/vi/: Vietnamese hero, stats grouped the Vietnamese way, links that stay in Vietnamese', async ({ request }) => {
  const { status, html, text } = await serverPage(request, '/vi/');
  expect(status).toBe(200);
  expect(htmlLang(html)).toBe('vi');
  const sections = messages('vi', 'Sections');
  expect(h1(html)).toBe(sections.hero.title);
  expect(sections.hero.title).not.toBe(messages('en', 'Sections').hero.title);
  const stats = readContentFile('stats', 'content', 'vi');
  for (const stat of stats) {
    expect(text).toContain(stat.label);
    expect(text).toContain(`${new Intl.NumberFormat('vi').format(stat.value)}${stat.suffix}`);
  }
  expect(text).toContain('450.000+');
  expect(text).toContain(readContentFile('publications', 'content', 'vi')[0].kind);
  expect(html).toContain('href="/vi/case-studies"');
  expect(html).toContain('href="/vi/contact"');
  // The stats block is served in Vietnamese, so it carries no lang of its own.
  expect(html).toMatch(/<div class="mt-10"><dl/);
});

test('/vi/: the counters keep the Vietnamese grouping once the island runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/vi/');
  await expect(page.locator('[data-stat="journalists"]')).toHaveText('450.000+');
});

test('/zh/about: Simplified Chinese heading, mission and founder from the Chinese content', async ({ request }) => {
  const { status, html, text } = await serverPage(request, '/zh/about');
  expect(status).toBe(200);
  expect(htmlLang(html)).toBe('zh-Hans');
  expect(h1(html)).toBe(messages('zh', 'About').title);
  expect(h1(html)).toBe('值得信赖的企业，理应被听见');
  const about = readContentFile('about', 'content', 'zh');
  expect(text).toContain(about.mission.text);
  expect(text).toContain(about.founder.title);
  expect(text).toContain(about.values[0].title);
  expect(text).toContain(messages('zh', 'About').testimonialsTitle);
  expect(text).toContain(readContentFile('testimonials', 'content', 'zh')[0].quote);
  expect(html).toMatch(/<title>关于我们 \| Kairo PR<\/title>/);
  expect(main(html)).not.toMatch(englishBlock);
});

test('/ko/services: Korean heading, service titles and deliverables from content/ko/services.nodes.json', async ({
  request,
}) => {
  const { status, html, text } = await serverPage(request, '/ko/services');
  expect(status).toBe(200);
  expect(htmlLang(html)).toBe('ko');
  expect(h1(html)).toBe(messages('ko', 'Services').title);
  const title = field('ko/services.nodes.json', 'svc-crisis-communications', '/attributes/@sv01');
  expect(title).toBe('위기 커뮤니케이션');
  expect(element(html, /<h2 id="service-svc-crisis-communications"/, '</h2>')).toBe(title);
  expect(text).toContain('4시간 이내 1차 입장문');
  expect(text).toContain(messages('ko', 'Sections').growthStage.preLaunch);
  expect(text).not.toContain('Crisis Communications');
  expect(html).toContain(`<title>${messages('ko', 'Services').metaTitle} | Kairo PR</title>`);
});

test('/ja/case-studies: Japanese heading, case studies and sector badges from the Japanese content', async ({
  request,
}) => {
  const { status, html, text } = await serverPage(request, '/ja/case-studies');
  expect(status).toBe(200);
  expect(htmlLang(html)).toBe('ja');
  expect(h1(html)).toBe('ピッチ資料にそのまま載せられる成果');
  expect(h1(html)).toBe(messages('ja', 'CaseStudies').title);
  expect(text).toContain(field('ja/case-studies.nodes.json', 'cs-quillon-pay', '/attributes/@cs01'));
  expect(text).toContain(messages('ja', 'Sections').caseStudy.challenge);
  expect(text).toContain('フィンテック');
  expect(text).not.toContain('Bridge exploit answered in 6 hours');
  expect(html).toContain('href="/ja/contact"');
});

test.describe('a missing translation', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ContentServer;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    server = await startContentServer();
    api = await playwright.request.newContext({ baseURL: server.baseURL });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('serves the English block marked lang="en" inside the translated page', async () => {
    fs.rmSync(path.join(server.contentDir, 'ja', 'case-studies.nodes.json'));
    const refreshed = await api.post('/api/revalidate', {
      headers: { authorization: `Bearer ${CONTENT_TOKEN}` },
      data: { tags: ['case-studies'] },
    });
    expect(refreshed.status()).toBe(200);

    const { html } = await serverPage(api, '/ja/case-studies');
    expect(htmlLang(html)).toBe('ja');
    expect(h1(html)).toBe(messages('ja', 'CaseStudies').title);
    const english = element(html, /<div class="grid gap-8 lg:grid-cols-2" lang="en"/, '</section>');
    expect(english).toContain(field('case-studies.nodes.json', 'cs-quillon-pay', '/attributes/@cs01'));
    // The labels around the content are still Japanese: only the content fell back.
    expect(english).toContain(messages('ja', 'Sections').caseStudy.challenge);

    const about = await serverPage(api, '/ja/about');
    expect(main(about.html)).not.toMatch(englishBlock);
  });
});
