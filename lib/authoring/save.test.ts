import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from './check';
import { contentDocument, documentData, documentSource } from './documents';
import { readContentFile } from '@/lib/content/files';
import { labelPath } from './form';
import { documentForm } from './documents';
import {
  listVersions,
  MAX_VERSIONS,
  NEW_DOCUMENT,
  readDocument,
  readVersion,
  saveDocument,
  sourceVersion,
  writeFileAtomic,
} from './save';

let dir: string;
const faq = contentDocument('file', 'faq')!;
const services = contentDocument('file', 'services')!;
const alice = { email: 'alice@kairo.example', name: 'Alice' };
const bob = { email: 'bob@kairo.example', name: 'Bob' };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairo-save-'));
  fs.cpSync('content', dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The current faq data with one answer changed, as the form would post it. */
function editedFaq(answer: string) {
  const { source, version } = readDocument(faq, dir);
  const data = documentData(faq, 'faq.yaml', source!) as { answer: string }[];
  data[1].answer = answer;
  return { source: documentSource(faq, data, source), version };
}

describe('saving content', () => {
  it('writes a valid edit, keeps the text as found and the new version, both listed with who and when', () => {
    const original = readDocument(faq, dir).source!;
    const edit = editedFaq('Within a week of approval.');
    const result = saveDocument({ doc: faq, source: edit.source, baseVersion: edit.version, by: alice, dir });
    expect(result).toMatchObject({ ok: true, changed: true, before: original, after: edit.source });
    expect(readContentFile('faq', dir)[1].answer).toBe('Within a week of approval.');
    expect(checkContent({ dir })).toEqual([]);
    const versions = listVersions(faq, dir);
    expect(versions.map((v) => [v.by?.email ?? null, v.note])).toEqual([
      ['alice@kairo.example', 'saved'],
      [null, 'as found before the first save here'],
    ]);
    expect(readVersion(faq, versions[1].id, dir)).toBe(original);
    expect(readVersion(faq, versions[0].id, dir)).toBe(edit.source);
    // No temporary file is left next to the content.
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses an invalid edit naming the field, and writes nothing', () => {
    const before = fs.readFileSync(path.join(dir, 'services.nodes.json'), 'utf8');
    const { source, version } = readDocument(services, dir);
    const data = documentData(services, 'x', source!) as { nodes: { fieldValues: Record<string, string> }[] };
    data.nodes[2].fieldValues['/attributes/@sv01'] = '  ';
    const result = saveDocument({
      doc: services,
      source: documentSource(services, data, source),
      baseVersion: version,
      by: alice,
      dir,
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected an invalid result');
    expect(result.error.path).toEqual(['nodes', 2, 'fieldValues', '/attributes/@sv01']);
    expect(labelPath(documentForm(services), result.error.path)).toBe('Entries › Entry 3 › Fields › Title');
    expect(result.error.message).toMatch(
      /services\.nodes\.json: field "nodes › entry 3 › fieldValues › \/attributes\/@sv01 \(title\)"/,
    );
    expect(fs.readFileSync(path.join(dir, 'services.nodes.json'), 'utf8')).toBe(before);
    expect(listVersions(services, dir)).toEqual([]);
  });

  it('refuses a save started from an older version, naming who saved since', () => {
    const first = editedFaq('Alice was here first.');
    const second = editedFaq('Bob did not see that.');
    expect(saveDocument({ doc: faq, source: first.source, baseVersion: first.version, by: alice, dir }).ok).toBe(true);
    const stale = saveDocument({ doc: faq, source: second.source, baseVersion: second.version, by: bob, dir });
    expect(stale).toMatchObject({ ok: false, reason: 'stale' });
    expect(stale.ok || stale.reason !== 'invalid' ? JSON.stringify(stale) : '').toMatch(
      /changed by Alice at .* since you opened it/,
    );
    expect(readContentFile('faq', dir)[1].answer).toBe('Alice was here first.');
  });

  it('refuses while another save holds the file, and takes over a lock left by a dead process', () => {
    const edit = editedFaq('Locked out.');
    const lock = path.join(dir, '.versions', 'faq.yaml', '.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, '');
    expect(saveDocument({ doc: faq, source: edit.source, baseVersion: edit.version, by: alice, dir })).toMatchObject({
      ok: false,
      reason: 'busy',
    });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    expect(saveDocument({ doc: faq, source: edit.source, baseVersion: edit.version, by: alice, dir }).ok).toBe(true);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('restores a version by saving its text as the new current version', () => {
    const original = readDocument(faq, dir).source!;
    const edit = editedFaq('Changed.');
    saveDocument({ doc: faq, source: edit.source, baseVersion: edit.version, by: alice, dir });
    const found = listVersions(faq, dir).at(-1)!;
    const restored = saveDocument({
      doc: faq,
      source: readVersion(faq, found.id, dir)!,
      baseVersion: sourceVersion(edit.source),
      by: bob,
      note: 'restored an earlier version',
      dir,
    });
    expect(restored).toMatchObject({ ok: true, changed: true, before: edit.source, after: original });
    expect(fs.readFileSync(path.join(dir, 'faq.yaml'), 'utf8')).toBe(original);
    expect(listVersions(faq, dir)[0]).toMatchObject({ by: bob, note: 'restored an earlier version' });
    expect(readVersion(faq, '../../faq', dir)).toBeUndefined();
  });

  it('keeps at most MAX_VERSIONS versions', () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    for (let index = 0; index < MAX_VERSIONS + 3; index += 1) {
      const edit = editedFaq(`Answer number ${index}.`);
      const saved = saveDocument({
        doc: faq,
        source: edit.source,
        baseVersion: edit.version,
        by: alice,
        dir,
        now: new Date((now += 1000)),
      });
      expect(saved.ok).toBe(true);
    }
    const versions = listVersions(faq, dir);
    expect(versions).toHaveLength(MAX_VERSIONS);
    expect(readVersion(faq, versions[0].id, dir)).toContain(`Answer number ${MAX_VERSIONS + 2}.`);
    expect(fs.readdirSync(path.join(dir, '.versions', 'faq.yaml'))).toHaveLength(MAX_VERSIONS * 2);
  });

  it('creates a new article only under a free slug, and the checker reads it', () => {
    const slug = 'a-new-article-from-the-back-office';
    const doc = contentDocument('article', slug)!;
    const source = documentSource(
      doc,
      {
        title: 'A New Article From the Back Office',
        slug,
        date: '2026-11-20',
        category: 'Kairo Newsroom',
        description: 'Editors publish articles from the back office, checked with the same rules as the content check.',
        author: 'Kairo Newsroom',
        body: 'The **first** paragraph.',
      },
      null,
    );
    expect(readDocument(doc, dir).version).toBe(NEW_DOCUMENT);
    expect(saveDocument({ doc, source, baseVersion: NEW_DOCUMENT, by: alice, dir })).toMatchObject({
      ok: true,
      before: null,
    });
    expect(checkContent({ dir })).toEqual([]);
    expect(saveDocument({ doc, source, baseVersion: NEW_DOCUMENT, by: bob, dir })).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    const wrongSlug = saveDocument({
      doc: contentDocument('article', 'another-slug')!,
      source,
      baseVersion: NEW_DOCUMENT,
      by: alice,
      dir,
    });
    expect(wrongSlug).toMatchObject({ ok: false, reason: 'invalid', error: { path: ['slug'] } });
    expect(fs.existsSync(path.join(dir, 'newsroom', 'another-slug.md'))).toBe(false);
  });

  it('replaces a file atomically, leaving no temporary file', () => {
    const file = path.join(dir, 'atomic.txt');
    fs.writeFileSync(file, 'old');
    writeFileAtomic(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.atomic'))).toEqual([]);
    expect(() => writeFileAtomic(path.join(dir, 'missing-folder', 'x.txt'), 'x')).toThrow();
  });
});
