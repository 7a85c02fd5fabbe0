'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { browserStorage, readConversationId, writeConversationId } from '@/lib/chat/storage';
import { canSend, chatReducer, initialChatState } from '@/lib/chat/stream-state';
import { createConversation, openConversationStream, sendMessage } from '@/lib/conversations/client';
import { fetchHistory } from '@/lib/conversations/history';
import type { Locale } from '@/lib/i18n/locales';

const session = () => browserStorage('session');

/**
 * The conversation lifecycle in docs/behaviour.md#chat-assistant. A conversation is created when `active` (widget
 * open and contact given) and none exists yet; one EventSource then carries its events until the
 * widget unmounts or the stream fails (logged, closed, never reopened). Beyond those rules, the id is
 * kept in sessionStorage so a reload restores the history instead of starting over.
 *
 * `conversationId` is exposed only once the stream is open: the server drops events nobody is
 * listening to, so a message sent earlier could lose its reply.
 */
export function useChatConversation(active: boolean, locale: Locale) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [streamOpen, setStreamOpen] = useState(false);
  const starting = useRef(false);

  useEffect(() => {
    if (!active || conversationId || starting.current) return;
    starting.current = true;
    void (async () => {
      try {
        const stored = readConversationId(session());
        if (stored) {
          try {
            const history = await fetchHistory(stored);
            if (history) {
              dispatch({ type: 'restored', messages: history });
              setConversationId(stored);
              return;
            }
          } catch (error) {
            console.error('[chat] could not restore the conversation', error);
          }
          writeConversationId(session(), null);
        }
        const id = await createConversation('chat', fetch, locale);
        writeConversationId(session(), id);
        setConversationId(id);
      } catch (error) {
        // A failed conversation start is logged only (docs/behaviour.md#chat-assistant).
        console.error('[chat] could not start a conversation', error);
      } finally {
        starting.current = false;
      }
    })();
  }, [active, conversationId, locale]);

  useEffect(() => {
    if (!conversationId) return;
    const source = openConversationStream(conversationId, {
      onOpen: () => setStreamOpen(true),
      onChunk: (chunk) => {
        if (chunk.type === 'error') console.error('[chat] the assistant reported an error:', chunk.errorText);
        dispatch({ type: 'chunk', chunk });
      },
      onError: (event) => {
        console.error('[chat] the conversation stream failed; it will not be reopened', event);
        source.close();
        setStreamOpen(false);
      },
    });
    return () => {
      source.close();
      setStreamOpen(false);
    };
  }, [conversationId]);

  const readyId = streamOpen ? conversationId : null;

  const send = useCallback(
    (text: string) => {
      if (!canSend(text, readyId, state.waiting)) return false;
      const message = text.trim();
      dispatch({ type: 'sent', id: String(Date.now()), text: message });
      sendMessage(readyId!, message).catch((error: unknown) => {
        console.error('[chat] could not send the message', error);
        dispatch({ type: 'send-failed' });
      });
      return true;
    },
    [readyId, state.waiting],
  );

  return { messages: state.messages, waiting: state.waiting, conversationId: readyId, send };
}
