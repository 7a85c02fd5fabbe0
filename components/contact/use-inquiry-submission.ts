import { useTranslations } from '#i18n';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toaster';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/locales';
import type { TranslateMessage } from '@/lib/validation/message-keys';
import { postInquiry } from './post-inquiry';
import type { InquiryDraft } from './use-inquiry-draft';
import { useInquiryRules } from './use-inquiry-rules';

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
