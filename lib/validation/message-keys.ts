/**
 * English stays the source of every validation message (the API's English answers and the tests
 * read it); each visitor-facing one is also an entry of the Validation catalogue
 * (messages/<locale>/Validation.json), found here by its English text. A message not listed (one only
 * a hand-written request can cause, such as a malformed score) stays in English in every language.
 */
import {
  companyRule,
  CONSENT_MESSAGE,
  emailRule,
  inquiryMessageRule,
  nameRule,
  PRESS_RELEASE_MAX_CHARS,
  PRESS_RELEASE_MESSAGES,
  PRESS_RELEASE_MIN_CHARS,
  type TextRule,
} from './rules';

export type MessageValues = Record<string, number>;
type MessageKey = { key: string; values?: MessageValues };

function ruleKeys(prefix: string, rule: TextRule): [string, MessageKey][] {
  const keys: [string, MessageKey][] = [
    [rule.required, { key: `${prefix}Required` }],
    [rule.tooLong, { key: `${prefix}TooLong`, values: { max: rule.max } }],
  ];
  if (rule.invalidEmail) keys.push([rule.invalidEmail, { key: `${prefix}Invalid` }]);
  return keys;
}

export const VALIDATION_KEYS: ReadonlyMap<string, MessageKey> = new Map([
  ...ruleKeys('name', nameRule),
  ...ruleKeys('company', companyRule),
  ...ruleKeys('email', emailRule),
  ...ruleKeys('message', inquiryMessageRule),
  [CONSENT_MESSAGE, { key: 'consentRequired' }],
  [PRESS_RELEASE_MESSAGES.tooShort, { key: 'pressReleaseTooShort', values: { min: PRESS_RELEASE_MIN_CHARS } }],
  [PRESS_RELEASE_MESSAGES.tooLong, { key: 'pressReleaseTooLong', values: { max: PRESS_RELEASE_MAX_CHARS } }],
  [PRESS_RELEASE_MESSAGES.incomplete, { key: 'pressReleaseIncomplete' }],
]);

/** next-intl's `t` for one catalogue namespace, called with keys that are plain strings. */
export type TranslateMessage = (key: string, values?: MessageValues) => string;

/** The message in the translator's language when the catalogue has it; otherwise as given. */
export function localizeMessage(message: string, t: TranslateMessage): string {
  const known = VALIDATION_KEYS.get(message);
  return known ? t(known.key, known.values) : message;
}

/** Every field's message through `localizeMessage`. */
export function localizeFields<K extends string>(
  fields: Partial<Record<K, string>>,
  t: TranslateMessage,
): Partial<Record<K, string>> {
  const localized: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(fields) as [K, string | undefined][]) {
    if (message !== undefined) localized[field] = localizeMessage(message, t);
  }
  return localized;
}
