/**
 * A content file in a visitor's language (docs/i18n.md#content): the translation in
 * CONTENT_DIR/<locale>/ when there is one, else the English original. A translation that fails
 * validation keeps serving its last good version, like every content file; one that never was valid
 * falls back to English, logged, so a typo in a translation never takes a page down.
 */
import fs from 'node:fs';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { ContentFileError, contentFilePath, readContentFile, type ContentData, type ContentFileName } from './files';
import { readKeepingLastGood, type ContentLog } from './last-good';

export type LocalizedContent<T> = {
  data: T;
  /** The language actually served: the requested one, or English when it fell back. */
  locale: Locale;
};

const consoleLog: ContentLog = (message) => console.error(`[content] ${message}`);

export function readLocalizedContent<K extends ContentFileName>(
  name: K,
  locale: Locale,
  dir?: string,
  log: ContentLog = consoleLog,
): LocalizedContent<ContentData<K>> {
  const english = () => ({ data: readKeepingLastGood(name, () => readContentFile(name, dir), log), locale: defaultLocale });
  if (locale === defaultLocale || !fs.existsSync(contentFilePath(name, locale, dir))) return english();
  try {
    return { data: readKeepingLastGood(`${locale}/${name}`, () => readContentFile(name, dir, locale), log), locale };
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    log(`serving the English ${name} file to ${locale} visitors until the translation is fixed`);
    return english();
  }
}
