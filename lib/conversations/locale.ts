/**
 * The language a conversation is held in: the widget sends its page's locale when it creates the
 * conversation (docs/i18n.md#chat). Absent means English, so older clients and the checker keep working.
 */
import { z } from 'zod';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';

export const conversationLocaleSchema = z.object({
  locale: z.custom<Locale>(isLocale, { error: `locale must be one of: ${locales.join(', ')}.` }).optional(),
});
