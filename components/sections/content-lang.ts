import 'server-only';
import { contentLanguage } from '@/lib/content';
import type { ContentFileName } from '@/lib/content/files';
import { languageTag, type Locale } from '@/lib/i18n/locales';

/**
 * The `lang` attribute for a block of content file `name` on a page in `locale`: none when the file is
 * served in the page's language, the served language's tag ("en") when its translation is missing
 * (docs/i18n.md#content).
 */
export async function fallbackLang(name: ContentFileName, locale: Locale): Promise<string | undefined> {
  const served = await contentLanguage(name, locale);
  return served === locale ? undefined : languageTag[served];
}
