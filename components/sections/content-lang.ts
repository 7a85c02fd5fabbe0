import 'server-only';
import { contentLanguage } from '@/lib/provider/content';
import type { ContentFileName } from '@/lib/content/files';
import { languageTag, type Locale } from '@/lib/i18n/locales';

/**
 * The `lang` attribute for a block of `name` content on a `locale` page: only where the block is
 * served in another language because its translation is missing (docs/i18n.md#content), so screen
 * readers and search engines read the English text as English.
 */
export async function contentLang(name: ContentFileName, locale: Locale): Promise<string | undefined> {
  const served = await contentLanguage(name, locale);
  return served === locale ? undefined : languageTag[served];
}
