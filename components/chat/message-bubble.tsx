import { useTranslations } from '#i18n';
import type { ChatMessage } from '@/lib/chat/stream-state';
import { Markdown } from './markdown';

/** User messages on the right, assistant messages on the left (docs/behaviour.md#chat-assistant). */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useTranslations('Chat');
  if (message.role === 'user') {
    return (
      <div className="flex justify-end" data-role="user">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand px-4 py-2 text-sm text-brand-foreground">
          <span className="sr-only">{t('you')}</span>
          {message.content}
        </div>
      </div>
    );
  }
  return (
    <div className="flex justify-start" data-role="assistant">
      <div className="max-w-[90%] break-words rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-2 text-sm text-foreground">
        <span className="sr-only">{t('assistant')}</span>
        <Markdown source={message.content} newTabLabel={t('opensInNewTab')} />
      </div>
    </div>
  );
}
