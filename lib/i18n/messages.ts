import 'server-only';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './locales';

/**
 * A locale's UI messages: one JSON file per namespace in messages/<locale>/ (the namespace is the
 * file's name), so each area of the site keeps its strings apart. Read once per process.
 *
 * Every message is compiled from ICU here, on the server, because the bundles carry use-intl's
 * formatter without its ICU parser (the `use-intl/format-message` alias in next.config.ts): the
 * parser would otherwise be the largest script every page downloads. A list (an array of strings)
 * stays as written and is read with `messageList`, since use-intl's `t.raw` does not take compiled
 * catalogues.
 */
const loaded = new Map<Locale, AbstractIntlMessages>();

export function messagesFor(locale: Locale): AbstractIntlMessages {
  let messages = loaded.get(locale);
  if (!messages) {
    const dir = path.join(process.cwd(), 'messages', locale);
    messages = {};
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const catalogue: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      messages[file.slice(0, -'.json'.length)] = precompiled(catalogue) as AbstractIntlMessages;
    }
    loaded.set(locale, messages);
  }
  return messages;
}

function precompiled(node: unknown): unknown {
  // Plural and select branches come back as null-prototype objects, which React will not hand to a
  // client component; a JSON round trip makes them plain.
  if (typeof node === 'string') return plain(compile(node));
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, precompiled(value)]));
}

function plain<T>(value: T): T {
  return typeof value === 'string' ? value : JSON.parse(JSON.stringify(value));
}

/** Only the namespaces a client island uses, so a page ships no other messages. */
export function pickMessages(locale: Locale, namespaces: readonly string[]): AbstractIntlMessages {
  const all = messagesFor(locale);
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}

/** A list of strings, such as a page's search keywords, by its full key ("Pricing.meta.keywords"). */
export function messageList(locale: Locale, key: string): string[] {
  const list = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesFor(locale));
  if (!Array.isArray(list)) throw new Error(`messages/${locale}: ${key} is not a list`);
  return list as string[];
}
