'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { submitChatContact } from '@/lib/chat/api';
import { browserStorage, writeContact, type ChatContact } from '@/lib/chat/storage';
import { Spinner } from './spinner';

const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand';

/** The contact step before chatting (spec sections 2, 5 and 8): exact texts, browser validation, toasts. */
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
      await submitChatContact(contact, value('website'));
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
      <div>
        <label htmlFor="chat-contact-name" className="text-sm font-medium">
          Your Name
        </label>
        <input id="chat-contact-name" name="name" required autoComplete="name" data-autofocus className={inputClass} />
      </div>
      <div>
        <label htmlFor="chat-contact-company" className="text-sm font-medium">
          Company/Project
        </label>
        <input id="chat-contact-company" name="company" required autoComplete="organization" className={inputClass} />
      </div>
      <div>
        <label htmlFor="chat-contact-email" className="text-sm font-medium">
          Email Address
        </label>
        <input id="chat-contact-email" name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
      {/* Decoy for bots: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="chat-contact-website">Website</label>
        <input id="chat-contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="flex w-full items-center justify-center gap-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-brand-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? (
          <>
            <Spinner />
            Starting Chat...
          </>
        ) : (
          'Start Chatting'
        )}
      </button>
      <p className="text-center text-xs text-muted">
        We&apos;ll use this info to follow up and provide better assistance.
      </p>
    </form>
  );
}
