/**
 * An editor's round trip against a second `next start` of the same build whose CONTENT_DIR is a
 * temporary copy of content/: edits stay invisible until POST /api/revalidate, then show on their
 * pages, in the feed, the sitemap, the JSON-LD and the chat assistant's answers; a broken file is
 * refused with 422 naming file and field while the site keeps serving the last good content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { htmlText, jsonLdBlocks } from './html-text';
import { CONTENT_TOKEN, startContentServer, type ContentServer } from './content-server';

test.describe.configure({ mode: 'serial' });

let server: ContentServer;
let api: APIRequestContext;

const NEW_SERVICE_TITLE = 'Press Release Writing and Worldwide Distribution';
const NEW_RESULT = '57 placements in 8 days; testnet sign-ups up 5.1x in the launch week';
const NEW_ANSWER =
  'Yes. Coverage on trusted news sites earns backlinks and brand searches, and Google News indexing keeps your release findable for years.';
const NEW_BODY_LINE =
  'Our Manila desk now pitches Filipino business editors in Tagalog and English on the same morning.';
const NEW_SLUG = 'what-editors-in-seoul-ask-before-covering-a-fintech';
const NEW_TITLE = 'What Editors in Seoul Ask Before Covering a Fintech Launch';
const DELETED_SLUG = 'one-release-two-weeks-of-content';
const DELETED_TITLE = 'One Release, Two Weeks of Content';
const EDITED_SLUG = 'pitching-journalists-in-southeast-asia';

const file = (name: string) => path.join(server.contentDir, name);
const read = (name: string) => fs.readFileSync(file(name), 'utf8');
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);
const edit = (name: string, from: string | RegExp, to: string) => {
  const before = read(name);
  const after = before.replace(from, to);
  expect(after, `${name} should contain ${from}`).not.toBe(before);
  write(name, after);
};

async function page(pathname: string) {
  const response = await api.get(pathname);
  const html = await response.text();
  return { status: response.status(), html, text: htmlText(html), jsonLd: JSON.stringify(jsonLdBlocks(html)) };
}

const revalidate = (data?: object) =>
  api.post('/api/revalidate', { headers: { authorization: `Bearer ${CONTENT_TOKEN}` }, ...(data ? { data } : {}) });

async function askChat(question: string): Promise<string> {
  const created = await api.post('/api/conversations', { data: { purpose: 'chat' } });
  expect(created.status()).toBe(201);
  const { conversationId } = (await created.json()) as { conversationId: string };
  expect((await api.post(`/api/conversations/${conversationId}/messages`, { data: { text: question } })).status()).toBe(
    202,
  );
  let answer = '';
  await expect
    .poll(async () => {
      const history = (await (await api.get(`/api/conversations/${conversationId}/messages`)).json()) as {
        messages: { role: string; content: string }[];
      };
      answer = history.messages.find((m) => m.role === 'assistant')?.content ?? '';
      return answer;
    }, { timeout: 30_000 })
    .not.toBe('');
  return answer;
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startContentServer();
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('edits show everywhere after a revalidation, and not before', async () => {
  test.setTimeout(120_000);
  const newArticle = [
    '---',
    `title: "${NEW_TITLE}"`,
    `slug: ${NEW_SLUG}`,
    'date: 2026-11-20',
    'category: PR Tips & Guides',
    'description: "Korean business reporters ask four questions before they cover a foreign fintech launch. Here is how to answer each one in the release."',
    'author: Linh Tran, Founder',
    '---',
    '',
    'Seoul newsrooms want a local customer, a licence status and a named spokesperson who can answer in Korean.',
    '',
  ].join('\n');

  // Warm every page first, so "unchanged" below means served from the cache, not rendered before the edit.
  for (const p of [
    '/services',
    '/',
    '/case-studies',
    '/faq',
    `/prstudio/${EDITED_SLUG}`,
    '/prstudio/rss.xml',
    '/sitemap.xml',
    '/blog',
  ]) {
    expect((await api.get(p)).status(), p).toBe(200);
  }

  edit('services.nodes.json', '"Press Release Writing & Distribution"', `"${NEW_SERVICE_TITLE}"`);
  edit(
    'case-studies.nodes.json',
    '"41 placements in 10 days; testnet sign-ups up 4.2x in the launch week"',
    `"${NEW_RESULT}"`,
  );
  edit('faq.yaml', /^( {2}answer: )Yes\. Publications on established news sites.*$/m, `$1${NEW_ANSWER}`);
  edit(
    `newsroom/${EDITED_SLUG}.md`,
    '## What is the same everywhere',
    `${NEW_BODY_LINE}\n\n## What is the same everywhere`,
  );
  edit('stats.yaml', 'value: 450000', 'value: 520000');
  write(`newsroom/${NEW_SLUG}.md`, newArticle);
  fs.rmSync(file(`newsroom/${DELETED_SLUG}.md`));

  // Before the revalidation: nothing changed.
  expect((await page('/services')).text).not.toContain(NEW_SERVICE_TITLE);
  expect((await page('/')).text).not.toContain(NEW_RESULT);
  expect((await page('/faq')).jsonLd).not.toContain(NEW_ANSWER);
  expect((await page(`/prstudio/${EDITED_SLUG}`)).text).not.toContain(NEW_BODY_LINE);
  expect((await page(`/prstudio/${NEW_SLUG}`)).status).toBe(404);
  expect((await page(`/prstudio/${DELETED_SLUG}`)).status).toBe(200);
  expect((await page('/prstudio/rss.xml')).html).not.toContain(NEW_TITLE);
  expect((await page('/sitemap.xml')).html).toContain(`/prstudio/${DELETED_SLUG}<`);

  const refreshed = await revalidate();
  expect(refreshed.status()).toBe(200);

  const services = await page('/services');
  expect(services.text).toContain(NEW_SERVICE_TITLE);
  expect(services.jsonLd).toContain(NEW_SERVICE_TITLE);
  expect(services.text).toContain(NEW_ANSWER);

  expect((await page('/')).text).toContain(NEW_RESULT);
  const caseStudies = await page('/case-studies');
  expect(caseStudies.text).toContain(NEW_RESULT);
  expect(caseStudies.jsonLd).toContain(NEW_RESULT);

  const faq = await page('/faq');
  expect(faq.text).toContain(NEW_ANSWER);
  expect(faq.jsonLd).toContain(NEW_ANSWER);

  expect((await page(`/prstudio/${EDITED_SLUG}`)).text).toContain(NEW_BODY_LINE);

  const added = await page(`/prstudio/${NEW_SLUG}`);
  expect(added.status).toBe(200);
  expect(added.text).toContain('Seoul newsrooms want a local customer');
  expect(added.jsonLd).toContain(NEW_TITLE);
  expect((await page('/blog')).text).toContain(NEW_TITLE);
  expect((await page(`/prstudio/${DELETED_SLUG}`)).status).toBe(404);

  const feed = (await page('/prstudio/rss.xml')).html;
  expect(feed).toContain(NEW_TITLE);
  expect(feed).not.toContain(DELETED_TITLE);
  const sitemap = (await page('/sitemap.xml')).html;
  expect(sitemap).toContain(`/prstudio/${NEW_SLUG}<`);
  expect(sitemap).not.toContain(`/prstudio/${DELETED_SLUG}<`);

  // The assistant reads the content outside the request that revalidated it: a read racing the
  // refresh may still get the previous version, so it follows within moments, not on the very next
  // question (docs/architecture.md#caching-and-tags).
  // On a loaded machine one question can take several seconds; the server's log goes with a failure.
  await expect
    .poll(() => askChat('How many journalists and publishers do you reach?'), { timeout: 60_000 })
    .toContain('520,000+')
    .catch((error: Error) => {
      throw new Error(`${error.message}\n\nContent server log:\n${server.log().slice(-4000)}`);
    });
});

test('a broken file is refused with 422 naming file and field; the last good content keeps serving', async () => {
  const goodServices = read('services.nodes.json');
  const goodFaq = read('faq.yaml');
  const article = `newsroom/${EDITED_SLUG}.md`;
  const goodArticle = read(article);

  write('services.nodes.json', goodServices.replace(`"${NEW_SERVICE_TITLE}",`, `"${NEW_SERVICE_TITLE}"`));
  edit('faq.yaml', /^ {2}answer: Typically 3-5 business days.*\n/m, '');
  edit(article, 'category: PR Tips & Guides', 'category: Gossip');

  const refused = await revalidate();
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { error: string; issues: { file: string; field: string; message: string }[] };
  const byFile = Object.fromEntries(body.issues.map((issue) => [path.basename(issue.file), issue]));
  expect(byFile['services.nodes.json'].message).toMatch(/not valid JSON at line \d+, column \d+/);
  expect(byFile['faq.yaml'].field).toBe('entry 2 › answer');
  expect(byFile['faq.yaml'].message).toContain('is missing');
  expect(byFile[`${EDITED_SLUG}.md`].field).toBe('category');
  expect(byFile[`${EDITED_SLUG}.md`].message).toContain('must be one of');
  expect(body.error).toContain('faq.yaml');
  expect(server.log()).toMatch(/faq\.yaml: field "entry 2 › answer" is missing/);

  // The last good content still serves, the chat still answers from it.
  expect((await page('/services')).text).toContain(NEW_SERVICE_TITLE);
  expect((await page('/faq')).text).toContain('Typically 3-5 business days');
  const stillThere = await page(`/prstudio/${EDITED_SLUG}`);
  expect(stillThere.status).toBe(200);
  expect(stillThere.text).toContain('PR Tips & Guides');
  expect(await askChat('How long does it take for a press release to go live?')).toContain(
    'Typically 3-5 business days',
  );

  // Fixed (with one more change to prove the refresh), the next revalidation goes through.
  write('services.nodes.json', goodServices.replace(NEW_SERVICE_TITLE, 'Press Release Writing and Distribution Desk'));
  write('faq.yaml', goodFaq);
  write(article, goodArticle);
  const recovered = await revalidate({ tags: ['services', 'faq', 'articles'] });
  expect(recovered.status()).toBe(200);
  expect((await page('/services')).text).toContain('Press Release Writing and Distribution Desk');
  expect((await page(`/prstudio/${EDITED_SLUG}`)).text).toContain(NEW_BODY_LINE);
});
