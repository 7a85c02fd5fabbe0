'use client';

import { useTranslations } from '#i18n';
import { useState, type FormEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { toast } from '@/components/layout/toaster';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { submitChatContact } from '@/lib/chat/contact';
import { browserStorage, readConversationId, writeContact, type ChatContact } from '@/lib/chat/storage';
import { ContactStep } from './contact-step';

/** The contact step before chatting (docs/behaviour.md#chat-assistant): exact texts, browser validation, toasts. */
export function ContactForm({ onDone, locale }: { onDone: (contact: ChatContact) => void; locale: Locale }) {
  const t = useTranslations('Chat');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const contact: ChatContact = { name: value('name'), company: value('company'), email: value('email') };
    setSubmitting(true);
    try {
      await submitChatContact(contact, {
        website: value(HONEYPOT_FIELD),
        conversationId: readConversationId(browserStorage('session')),
        locale,
      });
    } catch (error) {
      console.error('[chat] contact form failed', error);
      toast.error(t('contactFailed'));
      setSubmitting(false);
      return;
    }
    writeContact(browserStorage('local'), contact);
    toast.success(t('contactSaved'));
    onDone(contact);
  }

  return (
    <form onSubmit={onSubmit} className="flex-1 space-y-4 overflow-y-auto px-5 py-6">
      <ContactStep idPrefix="chat-contact">
        <Button type="submit" size="md" block disabled={submitting}>
          {submitting ? (
            <>
              <Spinner />
              {t('startingChat')}
            </>
          ) : (
            t('startChatting')
          )}
        </Button>
      </ContactStep>
    </form>
  );
}
