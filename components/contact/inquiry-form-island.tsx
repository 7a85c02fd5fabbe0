'use client';

import { useLocale, useTranslations } from '#i18n';
import { lazy, useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/tools/use-hydrated';
import { DecoyField } from '@/components/ui/decoy-field';
import { sendInquiry } from '@/lib/forms/actions';
import { idleForm } from '@/lib/forms/form-state';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { ConsentField, InquiryTextFields } from './inquiry-fields';
import { useInquiryDraft } from './use-inquiry-draft';
import { useInquirySubmission } from './use-inquiry-submission';

// Loaded the same way as the confirmation after a fetch, so neither is part of the first load.
const PostedConfirmation = lazy(() => import('./inquiry-received').then((m) => ({ default: m.InquiryReceived })));

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
  const locale = useLocale() as Locale;
  // The permalink is where the browser posts before or without JavaScript: this page.
  const [posted, postAction] = useActionState(sendInquiry, idleForm, localizedPath('/contact', locale));
  const draft = useInquiryDraft(posted);
  const { status, sending, received, notice, submit, startOver, loadRules, consentRef, firstFieldRef, receivedRef } =
    useInquirySubmission(posted, draft, locale);
  const hydrated = useHydrated();

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
      <InquiryTextFields
        values={draft.values}
        errors={draft.errors}
        onChange={draft.update}
        firstFieldRef={firstFieldRef}
      />
      <DecoyField id="inquiry-website" value={draft.decoy} onChange={draft.setDecoy} />
      <input type="hidden" name="locale" value={locale} />
      <ConsentField
        checked={draft.consent}
        error={draft.errors.consent}
        onChange={draft.tickConsent}
        inputRef={consentRef}
      />
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
        aria-disabled={hydrated ? !draft.consent || sending : undefined}
        className="w-full sm:w-auto"
      >
        {sending && <Spinner className="h-5 w-5" data-testid="inquiry-spinner" />}
        {sending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
