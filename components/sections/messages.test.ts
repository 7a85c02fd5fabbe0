import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';

/** The namespaces of the home, about, services and case-studies pages and their sections. */
const namespaces = ['Home', 'About', 'Services', 'CaseStudies', 'Sections'];

type Tree = { [key: string]: string | Tree };
const read = (locale: string, namespace: string): Tree =>
  JSON.parse(fs.readFileSync(path.join('messages', locale, `${namespace}.json`), 'utf8'));

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each(namespaces)('messages %s', (namespace) => {
  const english = new Map(leaves(read('en', namespace)));

  it.each(locales.filter((locale) => locale !== 'en'))('%s has the English keys and placeholders', (locale) => {
    const translated = new Map(leaves(read(locale, namespace)));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of translated) {
      expect(message.trim(), `${locale} ${namespace}.${key}`).not.toBe('');
      expect(placeholders(message), `${locale} ${namespace}.${key}`).toEqual(placeholders(english.get(key)!));
    }
  });
});
