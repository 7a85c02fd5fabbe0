'use client';

import { useEffect, useRef, useState } from 'react';
import { Logo } from '@/components/layout/logo';
import { SvgIcon, type Glyph } from '@/components/ui/icon';
import { markdownToText } from '@/lib/chat/markdown';
import { browserStorage, readContact, type ChatContact } from '@/lib/chat/storage';
import { ChatView } from './chat-view';
import { ContactForm } from './contact-form';
import { useChatConversation } from './use-chat-conversation';
import { useFocusTrap } from './use-focus-trap';

type Props = { id: string; open: boolean; onClose: () => void; brand: string };

const closeGlyph: Glyph = ['M6 6l12 12M18 6L6 18'];

/**
 * The chat dialog (loaded on the launcher's first use). It stays mounted while closed so the
 * conversation and its stream survive; only the dialog's markup is removed.
 */
export function ChatPanel({ id, open, onClose, brand }: Props) {
  const [contact, setContact] = useState<ChatContact | null>(() => readContact(browserStorage('local')));
  const { messages, waiting, conversationId, send } = useChatConversation(open && contact !== null);
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
      setAnnouncement(`Assistant: ${markdownToText(last.content)}`);
    wasWaiting.current = waiting;
  }, [waiting, messages]);

  if (!open) return null;

  return (
    <div
      id={id}
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground shadow-2xl sm:inset-auto sm:bottom-6 sm:right-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-[384px] sm:rounded-2xl sm:border sm:border-border"
    >
      <div className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
        <Logo className="h-9 w-9 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold leading-tight">
            Assistant
          </h2>
          <p className="text-xs text-muted">{contact ? 'PR Strategy Expert' : 'Get Started'}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-md p-1.5 text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand"
        >
          <SvgIcon glyph={closeGlyph} strokeWidth={2} rounded={false} className="h-5 w-5" />
        </button>
      </div>
      {contact ? (
        <ChatView brand={brand} messages={messages} waiting={waiting} conversationId={conversationId} onSend={send} />
      ) : (
        <ContactForm onDone={setContact} />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
