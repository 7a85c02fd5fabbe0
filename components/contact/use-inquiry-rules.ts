import { useRef } from 'react';
import type { InquiryRequest } from '@/lib/validation/inquiry';
import type { TranslateMessage } from '@/lib/validation/message-keys';
import type { FieldErrors } from './use-inquiry-draft';

type RulesModule = typeof import('@/lib/validation/rules') & typeof import('@/lib/validation/message-keys');

/**
 * The field rules load when the visitor first reaches the form rather than with the page; a failed
 * load is tried again on the next attempt, and meanwhile the server's check stands in.
 */
export function useInquiryRules(validation: TranslateMessage) {
  const rules = useRef<Promise<RulesModule> | null>(null);
  const loadRules = () =>
    (rules.current ??= Promise.all([import('@/lib/validation/rules'), import('@/lib/validation/message-keys')]).then(
      ([fieldRules, messageKeys]) => ({ ...fieldRules, ...messageKeys }),
    ));

  /** The message for each field the rules refuse, in the page's language. */
  async function checkValues(values: InquiryRequest): Promise<FieldErrors> {
    try {
      const { checkFields, inquiryRules, localizeFields } = await loadRules();
      return localizeFields(checkFields(inquiryRules, values), validation);
    } catch (error) {
      // The server checks the same rules and names each field it refuses, so a failed load never
      // stops an inquiry: it is sent unchecked.
      console.error('The form rules could not be loaded; the server checks the fields', error);
      rules.current = null;
      return {};
    }
  }

  return { loadRules, checkValues };
}
