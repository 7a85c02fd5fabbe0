'use client';

import { Link, useLocale, useTranslations } from '#i18n';
import { lazy, useActionState, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toaster';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/tools/use-hydrated';
import { DecoyField } from '@/components/ui/decoy-field';
import { sendInquiry } from '@/lib/forms/actions';
import { idleForm } from '@/lib/forms/form-state';
import { defaultLocale, localizedPath, type Locale } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import type { InquiryRequest } from '@/lib/validation/inquiry';
import type { TranslateMessage } from '@/lib/validation/message-keys';
import { INQUIRY_ENDPOINT } from './messages';

const inputClass =
  'mt-2 block w-full rounded-xl border border-border bg-background px-4 py-3 text-foreground placeholder:text-muted focus:border-brand focus:outline-2 focus:outline-brand aria-[invalid=true]:border-danger';

type FieldErrors = Partial<Record<string, string>>;

/** `posted`: the server stored a post made without JavaScript and renders the confirmation itself. */
type Status = 'idle' | 'sending' | 'sent' | 'posted';

type ReceivedModule = typeof import('./inquiry-received');
type RulesModule = typeof import('@/lib/validation/rules') & typeof import('@/lib/validation/message-keys');

// Loaded the same way as the confirmation after a fetch, so neither is part of the first load.
const PostedConfirmation = lazy(() => import('./inquiry-received').then((m) => ({ default: m.InquiryReceived })));

const emptyValues: InquiryRequest = { name: '', company: '', email: '', message: '' };

const fields = [
  { name: 'name', label: 'nameLabel', type: 'text', autoComplete: 'name' },
  { name: 'company', label: 'companyLabel', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email' },
] as const satisfies { name: keyof InquiryRequest; label: string; type: 'text' | 'email'; autoComplete: string }[];

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
 * The contact inquiry (docs/behaviour.md#inquiry-form). The consent checkbox is required but never sent.
 * The submit button is announced as disabled (aria-disabled) while consent is unticked rather than
 * made inert, so pressing it still explains why nothing happens with the consent toast; while
 * sending it is truly disabled. The `website` field is a decoy people never see: bots fill it, the
 * API then drops the submission.
 *
 * With JavaScript the form sends JSON to the API; before or without it the browser posts the form
 * to the server action, and the page the server renders back shows the confirmation, or the field
 * messages with the values kept (docs/architecture.md#forms-without-javascript). Both ways carry the
 * page's language, so the server words its refusals in it and stores it with the lead
 * (docs/i18n.md#forms-and-leads); the browser's own checks are worded from the same catalogue.
 */
export function InquiryFormIsland() {
  const t = useTranslations('InquiryForm');
  const toasts = useTranslations('Toasts');
  const validation = useTranslations('Validation') as unknown as TranslateMessage;
  const locale = useLocale() as Locale;
  // The permalink is where the browser posts before or without JavaScript: this page.
  const [posted, postAction] = useActionState(sendInquiry, idleForm, localizedPath('/contact', locale));
  const refused = posted.status === 'refused' ? posted : null;
  const [values, setValues] = useState<InquiryRequest>(() => ({ ...emptyValues, ...refused?.values }));
  const [decoy, setDecoy] = useState('');
  const [consent, setConsent] = useState(refused?.values.consent === 'on');
  const [status, setStatus] = useState<Status>(posted.status === 'sent' ? 'posted' : 'idle');
  const [received, setReceived] = useState<ReceivedModule | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(refused?.fields ?? {});
  // A refusal that names no field (rate limit, restart, another site): the toast's job, without JavaScript.
  const [notice, setNotice] = useState(refused && Object.keys(refused.fields).length === 0 ? refused.error : '');
  const hydrated = useHydrated();
  const consentRef = useRef<HTMLInputElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const receivedRef = useRef<HTMLHeadingElement>(null);
  // The field rules load when the visitor first reaches the form rather than with the page; a
  // failed load is tried again on the next attempt, and meanwhile the server's check stands in.
  const rules = useRef<Promise<RulesModule> | null>(null);
  const loadRules = () =>
    (rules.current ??= Promise.all([import('@/lib/validation/rules'), import('@/lib/validation/message-keys')]).then(
      ([fieldRules, messageKeys]) => ({ ...fieldRules, ...messageKeys }),
    ));
  const sending = status === 'sending';

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice('');
    if (!consent) {
      // One toast however often the button is pressed.
      toast.error(validation('consentRequired'), { id: 'inquiry-consent' });
      consentRef.current?.focus();
      return;
    }
    let problems: FieldErrors = {};
    try {
      const { checkFields, inquiryRules, localizeFields } = await loadRules();
      problems = localizeFields(checkFields(inquiryRules, values), validation);
    } catch (error) {
      // The server checks the same rules and names each field it refuses, so a failed load never
      // stops an inquiry: it is sent unchecked.
      console.error('The form rules could not be loaded; the server checks the fields', error);
      rules.current = null;
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const body: InquiryRequest = {
      name: values.name.trim(),
      company: values.company.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    };
    setErrors({});
    setStatus('sending');
    const receivedView = import('./inquiry-received').catch((error: unknown) => {
      console.error('The confirmation could not be loaded', error);
      return null;
    });
    try {
      const response = await fetch(INQUIRY_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // English is what a body without a locale means, so an English page sends none.
        body: JSON.stringify({ ...body, ...(locale === defaultLocale ? {} : { locale }), [HONEYPOT_FIELD]: decoy }),
      });
      if (!response.ok) {
        setErrors(await serverFieldErrors(response));
        throw new Error(`Inquiry answered ${response.status}`);
      }
      setValues(emptyValues);
      setConsent(false);
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

  if (status === 'sent' && received) {
    return <received.InquiryReceived headingRef={receivedRef} onStartOver={startOver} />;
  }
  if (status === 'posted') {
    // No Suspense boundary: the server waits for the view and sends it in the page itself, which a
    // browser without JavaScript could not reveal from a streamed boundary.
    return <PostedConfirmation headingRef={receivedRef} onStartOver={startOver} />;
  }

  return (
    <form
      action={postAction}
      onSubmit={submit}
      onFocus={loadRules}
      aria-labelledby="inquiry-heading"
      className="space-y-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="inquiry-heading" className="text-2xl font-bold">
        {t('heading')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field, index) => (
          <Field
            key={field.name}
            id={`inquiry-${field.name}`}
            label={t(field.label)}
            error={errors[field.name]}
            className={field.name === 'email' ? 'sm:col-span-2' : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={index === 0 ? firstFieldRef : undefined}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                value={values[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
      <Field id="inquiry-message" label={t('messageLabel')} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            placeholder={t('messagePlaceholder')}
            className={inputClass}
          />
        )}
      </Field>
      <DecoyField id="inquiry-website" value={decoy} onChange={setDecoy} />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex items-start gap-3">
        <input
          ref={consentRef}
          id="inquiry-consent"
          name="consent"
          type="checkbox"
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            clearError('consent');
          }}
          aria-required="true"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'inquiry-consent-error' : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
        />
        <label htmlFor="inquiry-consent" className="text-sm">
          {t.rich('consent', {
            link: (text) => (
              <Link href="/privacy-policy" className="font-semibold text-brand underline underline-offset-2">
                {text}
              </Link>
            ),
          })}
        </label>
      </div>
      {errors.consent && (
        <p id="inquiry-consent-error" className="text-sm text-danger">
          {errors.consent}
        </p>
      )}
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      <Button
        type="submit"
        size="xl"
        disabled={sending}
        // Only a script can tell about the consent box before sending; without one the server does.
        aria-disabled={hydrated ? !consent || sending : undefined}
        className="w-full sm:w-auto"
      >
        {sending && <Spinner className="h-5 w-5" data-testid="inquiry-spinner" />}
        {sending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
