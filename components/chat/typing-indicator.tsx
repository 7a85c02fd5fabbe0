import { useTranslations } from '#i18n';

/** Three bouncing dots while a reply is awaited; still dots when the visitor prefers less motion. */
export function TypingIndicator() {
  const t = useTranslations('Chat');
  return (
    <div data-testid="typing-indicator" className="flex justify-start">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-border bg-card px-4 py-3">
        <span className="sr-only">{t('typing')}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="h-2 w-2 animate-bounce rounded-full bg-muted motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}
