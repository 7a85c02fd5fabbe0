import { useState } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import type { InquiryRequest } from '@/lib/validation/inquiry';

export type FieldErrors = Partial<Record<string, string>>;

const emptyValues: InquiryRequest = { name: '', company: '', email: '', message: '' };

/**
 * What the visitor has typed and ticked, and the messages on the fields. After a post without
 * JavaScript that the server refused, it starts from the values and messages the server sent back.
 */
export function useInquiryDraft(posted: FormState) {
  const refused = posted.status === 'refused' ? posted : null;
  const [values, setValues] = useState<InquiryRequest>(() => ({ ...emptyValues, ...refused?.values }));
  const [decoy, setDecoy] = useState('');
  const [consent, setConsent] = useState(refused?.values.consent === 'on');
  const [errors, setErrors] = useState<FieldErrors>(refused?.fields ?? {});

  function clearError(name: string) {
    if (errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
  }

  function update(name: keyof InquiryRequest, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function tickConsent(checked: boolean) {
    setConsent(checked);
    clearError('consent');
  }

  function clear() {
    setValues(emptyValues);
    setConsent(false);
  }

  return { values, update, decoy, setDecoy, consent, tickConsent, errors, setErrors, clear };
}

export type InquiryDraft = ReturnType<typeof useInquiryDraft>;
