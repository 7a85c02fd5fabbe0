'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SvgIcon, type Glyph } from '@/components/ui/icon';
import { canSend, type ChatMessage } from '@/lib/chat/stream-state';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

type Props = {
  brand: string;
  messages: ChatMessage[];
  waiting: boolean;
  conversationId: string | null;
  onSend: (text: string) => boolean;
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const paperPlane: Glyph = ['M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z'];

export function ChatView({ brand, messages, waiting, conversationId, onSend }: Props) {
  const t = useTranslations('Chat');
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const sendable = canSend(text, conversationId, waiting);
  // Dots until the first fragment arrives; after that the growing reply shows the progress.
  const awaitingFirstFragment = waiting && messages.at(-1)?.role !== 'assistant';

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messages, awaitingFirstFragment]);

  const submit = () => {
    if (sendable && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <>
      <div ref={list} className="flex-1 space-y-3 overflow-y-auto px-4 py-4" data-testid="chat-messages">
        {messages.length === 0 ? (
          <p className="rounded-2xl border border-border bg-card px-4 py-3 text-sm text-foreground">
            {t('welcome', { brand })}
          </p>
        ) : (
          messages.map((message) => <MessageBubble key={message.id} message={message} />)
        )}
        {awaitingFirstFragment && <TypingIndicator />}
      </div>
      <form
        method="post"
        className="flex items-end gap-2 border-t border-border bg-background p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('messageLabel')}
        </label>
        <textarea
          id="chat-input"
          data-autofocus
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          maxLength={2000}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-border bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted field-sizing-content focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={!sendable}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SvgIcon glyph={paperPlane} strokeWidth={2} className="h-5 w-5" />
        </button>
      </form>
    </>
  );
}
