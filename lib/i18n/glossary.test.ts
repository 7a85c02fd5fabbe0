/**
 * One voice per language (docs/glossary/): every preferred term of docs/glossary/<locale>.terms.yaml
 * is used in place of the variants it replaces, in the UI strings (messages/<locale>/, the chat
 * assistant's phrases in Assistant.json included), the content files (content/<locale>/) and the
 * articles (content/newsroom/<locale>/); Korean keeps 합니다체; no message carries a price, which
 * pages format per language (lib/content/price.ts).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { locales, translatedLocales, type Locale } from './locales';

const glossarySchema = z.object({
  terms: z.array(
    z.object({
      english: z.string().min(1),
      use: z.string().min(1),
      replaces: z.array(z.string().min(1)).min(1),
      scope: z.enum(['messages']).optional(),
    }),
  ),
  register: z.object({ ending: z.string().min(1), except: z.array(z.string().min(1)) }).optional(),
});

type Text = { where: string; text: string; kind: 'messages' | 'content' };

/** Every string leaf of a message file, named by file and key. */
function leaves(value: unknown, where: string, out: Text[]) {
  if (typeof value === 'string') out.push({ where, text: value, kind: 'messages' });
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${where}[${index}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, `${where}.${key}`, out);
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/** The texts of a locale: each message (the assistant's phrases included) and each line of its content files and articles. */
function texts(locale: Locale): Text[] {
  const root = process.cwd();
  const out: Text[] = [];
  for (const file of filesIn(path.join(root, 'messages', locale)).filter((name) => name.endsWith('.json')))
    leaves(JSON.parse(readFileSync(file, 'utf8')), path.relative(root, file), out);
  for (const dir of [path.join(root, 'content', locale), path.join(root, 'content', 'newsroom', locale)])
    for (const file of filesIn(dir))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => out.push({ where: `${path.relative(root, file)}:${index + 1}`, text, kind: 'content' }));
  return out;
}

function glossary(locale: Locale) {
  const file = path.join(process.cwd(), 'docs', 'glossary', `${locale}.terms.yaml`);
  return glossarySchema.parse(parse(readFileSync(file, 'utf8')));
}

const SENTENCE_END = new Set(['.', '?', '!', '…', '"', "'", '」', ')', '\n']);
const isHangul = (char: string) => char >= '가' && char <= '힣';

/**
 * A sentence that ends in `ending` (Korean 해요체), unless its last word is one of `except`. Speech
 * quoted inside "…" or “…” is the speaker's own and keeps their register (docs/glossary/ko.md).
 */
function registerSlips(text: string, ending: string, except: readonly string[]): string[] {
  const slips: string[] = [];
  const chars = Array.from(`${text.trimEnd()}\n`);
  let quoted = chars[0] === '"' || chars[0] === '“';
  for (let i = 1; i < chars.length; i += 1) {
    const wasQuoted = quoted;
    if (chars[i] === '"') quoted = !quoted;
    else if (chars[i] === '“') quoted = true;
    else if (chars[i] === '”') quoted = false;
    if (wasQuoted || !SENTENCE_END.has(chars[i]) || !isHangul(chars[i - 1])) continue;
    let start = i - 1;
    while (start > 0 && isHangul(chars[start - 1])) start -= 1;
    const word = chars.slice(start, i).join('');
    if (word.endsWith(ending) && !except.some((noun) => word.endsWith(noun))) slips.push(word);
  }
  return slips;
}

describe.each(translatedLocales)('the %s glossary', (locale) => {
  const rules = glossary(locale);
  const all = texts(locale);

  it('holds: no variant a preferred term replaces', () => {
    const found: string[] = [];
    for (const term of rules.terms)
      for (const { where, text, kind } of all) {
        if (term.scope === 'messages' && kind !== 'messages') continue;
        const lower = text.toLowerCase();
        for (const variant of term.replaces)
          if (lower.includes(variant.toLowerCase())) found.push(`${where}: "${variant}" → "${term.use}" (${term.english})`);
      }
    expect(found).toEqual([]);
  });

  it.runIf(rules.register)('keeps one register', () => {
    const { ending, except } = rules.register!;
    const found = all.flatMap(({ where, text }) => registerSlips(text, ending, except).map((word) => `${where}: ${word}`));
    expect(found).toEqual([]);
  });
});

describe('prices', () => {
  it('are never written into a message: pages pass them formatted for the locale', () => {
    const price = /(?:US\$|\$|USD|달러|美元|ドル)\s?\d|\d\s?(?:US\$|USD|달러|美元|ドル)/;
    const found = locales.flatMap((locale) => {
      const out: Text[] = [];
      for (const file of filesIn(path.join(process.cwd(), 'messages', locale)).filter((name) => name.endsWith('.json')))
        leaves(JSON.parse(readFileSync(file, 'utf8')), path.relative(process.cwd(), file), out);
      return out.filter(({ text }) => price.test(text)).map(({ where, text }) => `${where}: ${text}`);
    });
    expect(found).toEqual([]);
  });
});
