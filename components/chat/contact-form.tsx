'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { compactControl, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { DecoyField } from '@/components/ui/decoy-field';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { submitChatContact } from '@/lib/chat/contact';
import { browserStorage, writeContact, type ChatContact } from '@/lib/chat/storage';

const inputClass = `${compactControl} text-sm focus-visible:outline-offset-1`;
const labelClass = 'text-sm font-medium';

/** The contact step before chatting (docs/behaviour.md#chat-assistant): exact texts, browser validation, toasts. */
export function ContactForm({ onDone }: { onDone: (contact: ChatContact) => void }) {
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const contact: ChatContact = { name: value('name'), company: value('company'), email: value('email') };
    setSubmitting(true);
    try {
      await submitChatContact(contact, value(HONEYPOT_FIELD));
    } catch (error) {
      console.error('[chat] contact form failed', error);
      toast.error('Something went wrong. Please try again.');
      setSubmitting(false);
      return;
    }
    writeContact(browserStorage('local'), contact);
    toast.success('Thank you! You can now chat with our PR expert.');
    onDone(contact);
  }

  return (
    <form onSubmit={onSubmit} className="flex-1 space-y-4 overflow-y-auto px-5 py-6">
      <div>
        <h3 className="text-lg font-semibold">Let&apos;s Get Started</h3>
        <p className="mt-1 text-sm text-muted">
          Share your details so we can provide personalized PR guidance and follow up with you.
        </p>
      </div>
      <Field id="chat-contact-name" label="Your Name" labelClassName={labelClass}>
        {(control) => (
          <input {...control} name="name" required autoComplete="name" data-autofocus className={inputClass} />
        )}
      </Field>
      <Field id="chat-contact-company" label="Company/Project" labelClassName={labelClass}>
        {(control) => <input {...control} name="company" required autoComplete="organization" className={inputClass} />}
      </Field>
      <Field id="chat-contact-email" label="Email Address" labelClassName={labelClass}>
        {(control) => (
          <input {...control} name="email" type="email" required autoComplete="email" className={inputClass} />
        )}
      </Field>
      <DecoyField id="chat-contact-website" />
      <Button type="submit" size="md" block disabled={submitting}>
        {submitting ? (
          <>
            <Spinner />
            Starting Chat...
          </>
        ) : (
          'Start Chatting'
        )}
      </Button>
      <p className="text-center text-xs text-muted">
        We&apos;ll use this info to follow up and provide better assistance.
      </p>
    </form>
  );
}
