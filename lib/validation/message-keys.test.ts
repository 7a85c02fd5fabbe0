import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { fieldErrors } from './field-errors';
import { inquirySchema } from './inquiry';
import { localizeFields, localizeMessage, VALIDATION_KEYS, type TranslateMessage } from './message-keys';
import { checkFields, inquiryRules } from './rules';

const catalogue = (locale: Locale, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8'));

const validation = (locale: Locale) =>
  createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'Validation' as string,
  }) as unknown as TranslateMessage;

describe('localized validation messages', () => {
  it('word every listed message in English exactly as the schemas do', () => {
    const english = validation('en');
    for (const [message, { key, values }] of VALIDATION_KEYS) expect(english(key, values)).toBe(message);
  });

  it('exist in every language with the same keys, every one translated', () => {
    for (const namespace of ['Validation', 'Errors', 'InquiryForm', 'Toasts']) {
      const english = catalogue('en', namespace);
      for (const locale of locales.filter((l) => l !== 'en')) {
        const translated = catalogue(locale, namespace);
        expect(Object.keys(translated), `${locale}/${namespace}`).toEqual(Object.keys(english));
        for (const key of Object.keys(english)) expect(translated[key], `${locale}/${namespace}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('tell a Korean visitor that the e-mail is missing, from the server schema and the browser check alike', () => {
    const values = { name: 'Hana', company: 'Seoul Mint', email: '  ', message: 'Launch' };
    const parsed = inquirySchema.safeParse(values);
    expect(parsed.success).toBe(false);
    const korean = validation('ko');
    expect(localizeFields(fieldErrors(parsed.error!), korean)).toEqual({ email: '이메일 주소를 입력해 주십시오.' });
    expect(localizeFields(checkFields(inquiryRules, values), korean)).toEqual({ email: '이메일 주소를 입력해 주십시오.' });
    expect(localizeMessage('Your message can be at most 5000 characters.', validation('vi'))).toBe(
      'Tin nhắn tối đa 5.000 ký tự.',
    );
  });

  it('leave a message the catalogue does not list in English', () => {
    expect(localizeMessage('goal must be "chat-widget".', validation('ja'))).toBe('goal must be "chat-widget".');
  });
});
