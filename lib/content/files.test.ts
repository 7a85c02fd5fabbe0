import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkContent } from '@/lib/authoring/check';
import { ContentFileError, contentFileNames, readContentFile } from './files';
import { readKeepingLastGood } from './last-good';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairo-content-'));
  fs.cpSync('content', dir, { recursive: true });
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
const edit = (file: string, change: (text: string) => string) =>
  write(file, change(fs.readFileSync(path.join(dir, file), 'utf8')));

function errorOf(read: () => unknown): ContentFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof ContentFileError) return error;
    throw error;
  }
  throw new Error('expected a ContentFileError');
}

describe('content files', () => {
  it('validates every built-in file and fills the site facts', () => {
    expect(checkContent({ dir: 'content' })).toEqual([]);
    for (const name of contentFileNames) expect(readContentFile(name, 'content')).toBeTruthy();
    const privacy = readContentFile('privacy', 'content');
    expect(privacy.sections[0].paragraphs[0]).toMatch(/^Kairo PR \("we"/);
    expect(privacy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(readContentFile('contact', 'content'))).not.toContain('{{');
  });

  it('names the line and column of a JSON syntax error', () => {
    write('services.nodes.json', '{ "nodes": [\n  { "id": "x", }\n] }');
    const error = errorOf(() => readContentFile('services', dir));
    expect(error.file).toMatch(/services\.nodes\.json$/);
    expect(error.message).toMatch(/not valid JSON at line 2, column \d+/);
  });

  it('refuses a privacy policy without a real day of its last change', () => {
    edit('privacy.yaml', (text) => text.replace(/^updated: '\d{4}-\d{2}-\d{2}'$/m, "updated: '2026-02-30'"));
    expect(errorOf(() => readContentFile('privacy', dir)).message).toContain('is not a day of the calendar');
    edit('privacy.yaml', (text) => text.replace("updated: '2026-02-30'", 'updated: last week'));
    expect(errorOf(() => readContentFile('privacy', dir)).message).toContain('must be a date written YYYY-MM-DD');
  });

  it('names a YAML syntax error', () => {
    write('faq.yaml', '- id: a\n  question: "unterminated\n');
    expect(errorOf(() => readContentFile('faq', dir)).message).toMatch(/faq\.yaml: is not valid YAML at line \d+/);
  });

  it('names the entry and field of a missing required field', () => {
    edit('services.nodes.json', (text) => text.replace('"/attributes/@sv01": "Launch PR",', ''));
    const error = errorOf(() => readContentFile('services', dir));
    expect(error.field).toBe('nodes › entry 2 › fieldValues › /attributes/@sv01 (title)');
    expect(error.message).toContain('is missing');
  });

  it('refuses an unknown sector, an unknown placeholder and a misspelt key', () => {
    edit('case-studies.nodes.json', (text) => text.replace('{ "optionId": "fintech" }', '{ "optionId": "banking" }'));
    expect(errorOf(() => readContentFile('case-studies', dir)).message).toMatch(
      /sector\) › optionId" must be one of: web3, fintech, other/,
    );
    edit('contact.yaml', (text) => text.replace('{{inquiryReplyHours}}', '{{replyHours}}'));
    expect(errorOf(() => readContentFile('contact', dir)).message).toContain('unknown placeholder {{replyHours}}');
    edit('stats.yaml', (text) => text.replace('label: Projects', 'lable: Projects'));
    expect(errorOf(() => readContentFile('stats', dir)).field).toMatch(/^entry 2/);
  });

  it('checks only the files behind the given tags, articles included', () => {
    edit('faq.yaml', (text) => text.replace(/^ {2}answer: Typically.*$/m, ''));
    edit('newsroom/one-release-two-weeks-of-content.md', (text) => text.replace(/^category: .*$/m, 'category: Gossip'));
    expect(checkContent({ dir, tags: ['services'] })).toEqual([]);
    const issues = checkContent({ dir });
    expect(issues.map((i) => [path.basename(i.file), i.field])).toEqual([
      ['faq.yaml', 'entry 2 › answer'],
      ['one-release-two-weeks-of-content.md', 'category'],
    ]);
  });
});

describe('readKeepingLastGood', () => {
  it('serves the last good version of a file that turned invalid, and logs file and field', () => {
    const log = vi.fn();
    const key = `test-${Math.random()}`;
    const good = readKeepingLastGood(key, () => readContentFile('stats', dir), log);
    edit('stats.yaml', (text) => text.replace('value: 100', 'value: lots'));
    expect(readKeepingLastGood(key, () => readContentFile('stats', dir), log)).toEqual(good);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/stats\.yaml: field "entry 2 › value" must be a number.*last good version/),
    );
  });

  it('fails when no valid version was ever read', () => {
    write('stats.yaml', 'not: [a list');
    expect(() => readKeepingLastGood(`test-${Math.random()}`, () => readContentFile('stats', dir), vi.fn())).toThrow(
      ContentFileError,
    );
  });
});
