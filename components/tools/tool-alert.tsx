import { useTranslations } from '#i18n';
import { shouldShowRemaining } from '@/lib/rate-limit/browser/budget';

/**
 * The tools' validation message in a red box (docs/behaviour.md#pr-credibility-checker) and the remaining-analyses notice:
 * shown at 2 or fewer left, and with an error while any remain.
 */
export function ToolAlert({ error, remaining }: { error: string | null; remaining: number }) {
  const t = useTranslations('Tools');
  const showRemaining = shouldShowRemaining(remaining, error !== null);
  return (
    <div aria-live="polite">
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-danger/60 bg-danger/10 px-4 py-3 text-sm font-medium text-foreground"
        >
          <span className="mr-2 font-bold text-danger" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
      {showRemaining && <p className="mt-2 text-sm text-muted">{t('remaining', { count: remaining })}</p>}
    </div>
  );
}
