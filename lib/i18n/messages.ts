import 'server-only';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './locales';

/**
 * A locale's UI messages: one JSON file per namespace in messages/<locale>/ (the namespace is the
 * file's name), so each area of the site keeps its strings apart. Read once per process.
 */
const loaded = new Map<Locale, AbstractIntlMessages>();

export function messagesFor(locale: Locale): AbstractIntlMessages {
  let messages = loaded.get(locale);
  if (!messages) {
    const dir = path.join(process.cwd(), 'messages', locale);
    messages = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      messages[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    }
    loaded.set(locale, messages);
  }
  return messages;
}

/** Only the namespaces a client island uses, so a page ships no other messages. */
export function pickMessages(locale: Locale, namespaces: readonly string[]): AbstractIntlMessages {
  const all = messagesFor(locale);
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
