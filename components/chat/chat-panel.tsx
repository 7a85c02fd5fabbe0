'use client';

import { useLocale, useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { markdownToText } from '@/lib/chat/markdown';
import { browserStorage, readContact, type ChatContact } from '@/lib/chat/storage';
import { ChatView } from './chat-view';
import { ContactForm } from './contact-form';
import { closeClass, closeIcon, PanelHeader, panelClass } from './panel-frame';
import { useChatConversation } from './use-chat-conversation';
import { useFocusTrap } from './use-focus-trap';

type Props = { id: string; open: boolean; onClose: () => void; brand: string };

/**
 * The chat dialog (loaded on the launcher's first use). It stays mounted while closed so the
 * conversation and its stream survive; only the dialog's markup is removed.
 */
export function ChatPanel({ id, open, onClose, brand }: Props) {
  const [contact, setContact] = useState<ChatContact | null>(() => readContact(browserStorage('local')));
  const t = useTranslations('Chat');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : defaultLocale;
  const { messages, waiting, conversationId, send } = useChatConversation(open && contact !== null, locale);
  const dialog = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const wasWaiting = useRef(waiting);

  useFocusTrap(dialog, open, onClose);

  // Focus moves into the panel when it opens and to the message box once the contact is given.
  useEffect(() => {
    if (!open) return;
    const target = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current;
    target?.focus();
  }, [open, contact]);

  // A finished reply is announced once, as plain text, rather than fragment by fragment.
  useEffect(() => {
    const last = messages.at(-1);
    if (wasWaiting.current && !waiting && last?.role === 'assistant')
      setAnnouncement(t('announceReply', { text: markdownToText(last.content) }));
    wasWaiting.current = waiting;
  }, [waiting, messages, t]);

  if (!open) return null;

  return (
    <div
      id={id}
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={panelClass}
    >
      <PanelHeader
        titleId={`${id}-title`}
        subtitle={contact ? t('subtitleChat') : t('subtitleContact')}
        close={
          <button type="button" onClick={onClose} aria-label={t('closeChat')} className={closeClass}>
            {closeIcon}
          </button>
        }
      />
      {contact ? (
        <ChatView brand={brand} messages={messages} waiting={waiting} conversationId={conversationId} onSend={send} />
      ) : (
        <ContactForm onDone={setContact} locale={locale} />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
