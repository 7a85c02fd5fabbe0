import { useTranslations } from '#i18n';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toaster';
import type { FormState } from '@/lib/forms/form-state';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import type { InquiryRequest } from '@/lib/validation/inquiry';
import type { TranslateMessage } from '@/lib/validation/message-keys';
import { INQUIRY_ENDPOINT } from './messages';
import type { FieldErrors, InquiryDraft } from './use-inquiry-draft';

type RulesModule = typeof import('@/lib/validation/rules') & typeof import('@/lib/validation/message-keys');

/**
 * The field rules load when the visitor first reaches the form rather than with the page; a failed
 * load is tried again on the next attempt, and meanwhile the server's check stands in.
 */
function useInquiryRules(validation: TranslateMessage) {
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

/** Reads `{ fields }` from an error answer, if the server sent any. */
async function serverFieldErrors(response: Response): Promise<FieldErrors> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
      return Object.fromEntries(
        Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  } catch {
    // A non-JSON error answer carries no field messages; the toast is enough.
  }
  return {};
}

/**
 * Sends the inquiry to the API as JSON. A refusal hands the server's field messages (if any) to
 * `onRefused` and throws.
 */
async function postInquiry(
  values: InquiryRequest,
  locale: Locale,
  decoy: string,
  onRefused: (errors: FieldErrors) => void,
): Promise<void> {
  const body: InquiryRequest = {
    name: values.name.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // English is what a body without a locale means, so an English page sends none.
    body: JSON.stringify({ ...body, ...(locale === defaultLocale ? {} : { locale }), [HONEYPOT_FIELD]: decoy }),
  });
  if (!response.ok) {
    onRefused(await serverFieldErrors(response));
    throw new Error(`Inquiry answered ${response.status}`);
  }
}

/** `posted`: the server stored a post made without JavaScript and renders the confirmation itself. */
type Status = 'idle' | 'sending' | 'sent' | 'posted';

type ReceivedModule = typeof import('./inquiry-received');

const loadReceivedView = () =>
  import('./inquiry-received').catch((error: unknown) => {
    console.error('The confirmation could not be loaded', error);
    return null;
  });

/**
 * Sending the inquiry with JavaScript: the consent check, the field rules, the request, the toasts,
 * and where focus goes once the confirmation shows or the visitor starts over.
 */
export function useInquirySubmission(posted: FormState, draft: InquiryDraft, locale: Locale) {
  const toasts = useTranslations('Toasts');
  const validation = useTranslations('Validation') as unknown as TranslateMessage;
  const refused = posted.status === 'refused' ? posted : null;
  const [status, setStatus] = useState<Status>(posted.status === 'sent' ? 'posted' : 'idle');
  const [received, setReceived] = useState<ReceivedModule | null>(null);
  // A refusal that names no field (rate limit, restart, another site): the toast's job, without JavaScript.
  const [notice, setNotice] = useState(refused && Object.keys(refused.fields).length === 0 ? refused.error : '');
  const consentRef = useRef<HTMLInputElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const receivedRef = useRef<HTMLHeadingElement>(null);
  const { loadRules, checkValues } = useInquiryRules(validation);
  const sending = status === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice('');
    if (!draft.consent) {
      // One toast however often the button is pressed.
      toast.error(validation('consentRequired'), { id: 'inquiry-consent' });
      consentRef.current?.focus();
      return;
    }
    const problems = await checkValues(draft.values);
    if (Object.keys(problems).length > 0) {
      draft.setErrors(problems);
      return;
    }
    draft.setErrors({});
    setStatus('sending');
    const receivedView = loadReceivedView();
    try {
      await postInquiry(draft.values, locale, draft.decoy, draft.setErrors);
      draft.clear();
      toast.success(toasts('inquirySent'));
      // The inquiry is stored and the toast says so; without the confirmation view the form is
      // simply ready for another one.
      const view = await receivedView;
      setReceived(view);
      setStatus(view ? 'sent' : 'idle');
      if (view) requestAnimationFrame(() => receivedRef.current?.focus());
    } catch (error) {
      console.error('Inquiry submission failed', error);
      setStatus('idle');
      toast.error(toasts('inquiryFailed'));
    }
  }

  function startOver() {
    setStatus('idle');
    requestAnimationFrame(() => firstFieldRef.current?.focus());
  }

  return { status, sending, received, notice, submit, startOver, loadRules, consentRef, firstFieldRef, receivedRef };
}
