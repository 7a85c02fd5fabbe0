import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLocalizedContent } from './localized';

let dir: string;
let logged: string[];
const log = (message: string) => void logged.push(message);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairo-localized-'));
  for (const file of ['faq.yaml', 'services.nodes.json']) fs.copyFileSync(path.join('content', file), path.join(dir, file));
  fs.mkdirSync(path.join(dir, 'ko'));
  logged = [];
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const englishFaq = () => readLocalizedContent('faq', 'en', dir, log).data;
const writeKo = (file: string, text: string) => fs.writeFileSync(path.join(dir, 'ko', file), text);

describe('readLocalizedContent', () => {
  it('serves English, marked as English, where the translation is missing', () => {
    const served = readLocalizedContent('faq', 'ko', dir, log);
    expect(served.locale).toBe('en');
    expect(served.data).toEqual(englishFaq());
    expect(logged).toEqual([]);
  });

  it('serves the translation from the locale folder when it is valid', () => {
    const [first, ...rest] = englishFaq();
    const korean = [{ ...first, question: '보도자료는 언제 게재되나요?' }, ...rest];
    writeKo('faq.yaml', JSON.stringify(korean));
    const served = readLocalizedContent('faq', 'ko', dir, log);
    expect(served.locale).toBe('ko');
    expect(served.data[0].question).toBe('보도자료는 언제 게재되나요?');
  });

  it('falls back to English, logged, when a translation was never valid', () => {
    // Chinese: no other test makes a Chinese FAQ valid, and last good versions live for the process.
    fs.mkdirSync(path.join(dir, 'zh'));
    fs.writeFileSync(path.join(dir, 'zh', 'faq.yaml'), '- question: only a question\n');
    const served = readLocalizedContent('faq', 'zh', dir, log);
    expect(served.locale).toBe('en');
    expect(served.data).toEqual(englishFaq());
    expect(logged.join('\n')).toContain(path.join('zh', 'faq.yaml'));
    expect(logged.at(-1)).toContain('serving the English faq file to zh visitors');
  });

  it('keeps the last good translation when it turns invalid later', () => {
    const [first, ...rest] = englishFaq();
    writeKo('faq.yaml', JSON.stringify([{ ...first, question: 'よくある質問' }, ...rest]));
    expect(readLocalizedContent('faq', 'ko', dir, log).locale).toBe('ko');
    writeKo('faq.yaml', 'not: [valid');
    const served = readLocalizedContent('faq', 'ko', dir, log);
    expect(served.locale).toBe('ko');
    expect(served.data[0].question).toBe('よくある質問');
  });

  it('reads translated node files the same way', () => {
    const english = readLocalizedContent('services', 'en', dir, log).data;
    const translated = structuredClone(english);
    translated.nodes[0].fieldValues['/attributes/@sv01'] = 'Dịch vụ thông cáo báo chí';
    fs.mkdirSync(path.join(dir, 'vi'));
    fs.writeFileSync(path.join(dir, 'vi', 'services.nodes.json'), JSON.stringify(translated));
    const served = readLocalizedContent('services', 'vi', dir, log);
    expect(served.locale).toBe('vi');
    expect(served.data.nodes[0].fieldValues['/attributes/@sv01']).toBe('Dịch vụ thông cáo báo chí');
  });
});
