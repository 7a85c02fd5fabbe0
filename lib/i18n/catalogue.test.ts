/**
 * The message catalogues agree with English: the same namespaces, the same keys, every message valid
 * ICU with the same arguments and tags (docs/i18n.md). A failure names each file and key.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, locales, type Locale } from './locales';

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
type Catalogue = Map<string, Map<string, string>>;

const root = path.join(process.cwd(), 'messages');

/** Every leaf of a namespace file as "a.b.c" → message; a leaf that is not a string is reported. */
function flatten(value: unknown, prefix: string, out: Map<string, string>, problems: string[], file: string) {
  if (typeof value === 'string') out.set(prefix, value);
  // A list of plain strings (read with t.raw, e.g. a page's keywords) is one leaf; its length may
  // differ between languages.
  else if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
    out.set(prefix, value.join('\n'));
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out, problems, file);
  } else problems.push(`${file}: ${prefix || '(root)'} is ${JSON.stringify(value)}, not a message or a group`);
}

function readCatalogue(locale: Locale, problems: string[]): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const file of readdirSync(path.join(root, locale))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const messages = new Map<string, string>();
    const where = `messages/${locale}/${file}`;
    try {
      flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')), '', messages, problems, where);
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
    }
    catalogue.set(file.slice(0, -'.json'.length), messages);
  }
  return catalogue;
}

/** The arguments ({name}, {count, plural, …}) and tags (<link>) a message uses, at any depth. */
function placeholders(elements: readonly MessageElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    // Literals (0) carry text, not a name; a pound sign (7) has no value at all.
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') {
      out.add(element.type === 8 ? `<${element.value}>` : `{${element.value}}`);
    }
    if ('children' in element) placeholders(element.children, out);
    if ('options' in element) {
      for (const option of Object.values(element.options)) placeholders(option.value, out);
    }
  }
  return out;
}

function parse(message: string, locale: Locale): { ast: MessageElement[] } | { error: string } {
  try {
    return { ast: new IntlMessageFormat(message, locale).getAst() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function signature(message: string, locale: Locale): string | null {
  const parsed = parse(message, locale);
  return 'error' in parsed ? null : [...placeholders(parsed.ast)].sort().join(' ') || 'nothing';
}

/** Problems of one locale's catalogue against English; an empty list means it matches. */
function compare(locale: Locale, own: Catalogue, english: Catalogue): string[] {
  const problems: string[] = [];
  for (const namespace of english.keys())
    if (!own.has(namespace)) problems.push(`messages/${locale}/${namespace}.json: missing`);
  for (const [namespace, messages] of own) {
    const where = `messages/${locale}/${namespace}.json`;
    const reference = english.get(namespace);
    if (!reference) {
      problems.push(`${where}: no English file`);
      continue;
    }
    for (const key of reference.keys()) if (!messages.has(key)) problems.push(`${where}: missing key ${key}`);
    for (const [key, message] of messages) {
      if (!reference.has(key)) {
        problems.push(`${where}: extra key ${key}`);
        continue;
      }
      const parsed = parse(message, locale);
      if ('error' in parsed) {
        problems.push(`${where}: ${key} is not valid ICU (${parsed.error})`);
        continue;
      }
      const expected = signature(reference.get(key)!, defaultLocale);
      const actual = signature(message, locale);
      // An invalid English message is reported by the English check.
      if (expected !== null && expected !== actual)
        problems.push(`${where}: ${key} uses ${actual}, English uses ${expected}`);
    }
  }
  return problems;
}

const problems: string[] = [];
const english = readCatalogue(defaultLocale, problems);

describe('message catalogues', () => {
  it('English files are valid JSON of nested messages, each valid ICU', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...problems, ...compare(defaultLocale, english, english)]).toEqual([]);
  });

  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    it(`${locale} has exactly the English namespaces and keys, valid ICU, the same arguments and tags`, () => {
      const own: string[] = [];
      const catalogue = readCatalogue(locale, own);
      expect([...own, ...compare(locale, catalogue, english)]).toEqual([]);
    });
  }

  it('the comparison reports a missing key, an extra key, broken ICU, a changed argument and a missing file', () => {
    const reference: Catalogue = new Map([
      [
        'X',
        new Map([
          ['a', 'Hello {name}'],
          ['b', '{count, plural, one {# item} other {# items}}'],
          ['c', 'Go <link>here</link>'],
        ]),
      ],
      ['Y', new Map([['a', 'y']])],
    ]);
    const own: Catalogue = new Map([
      [
        'X',
        new Map([
          ['a', 'Xin chào {ten}'],
          ['b', '{count, plural, other {# mục'],
          ['d', 'thêm'],
        ]),
      ],
    ]);
    expect(compare('vi', own, reference)).toEqual([
      'messages/vi/Y.json: missing',
      'messages/vi/X.json: missing key c',
      'messages/vi/X.json: a uses {ten}, English uses {name}',
      expect.stringMatching(/^messages\/vi\/X\.json: b is not valid ICU/),
      'messages/vi/X.json: extra key d',
    ]);
    const tags = new Map([
      [
        'X',
        new Map([
          ['a', 'Xin chào {name}'],
          ['b', '{count, plural, other {# mục}}'],
          ['c', 'Đi <a>đây</a>'],
        ]),
      ],
      ['Y', new Map([['a', 'y']])],
    ]);
    expect(compare('vi', tags, reference)).toEqual(['messages/vi/X.json: c uses <a>, English uses <link>']);
  });
});
