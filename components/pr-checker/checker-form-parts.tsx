import { useTranslations } from '#i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { PRESS_RELEASE_INPUT_MAX } from '@/lib/pr-checker/instruction';

/** The release's text, described by its live character count (`${id}-count`). */
export function ReleaseTextField({
  id,
  text,
  onChange,
}: {
  id: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const t = useTranslations('Checker');
  return (
    <Field
      id={`${id}-release`}
      label={t('form.label')}
      labelClassName="text-lg font-semibold"
      hint={t('form.hint')}
      describedBy={`${id}-count`}
    >
      {(control) => (
        <textarea
          {...control}
          name="pressRelease"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          maxLength={PRESS_RELEASE_INPUT_MAX}
          rows={14}
          // An opening in the page's language, as that market's wires write it.
          placeholder={t('form.placeholder')}
          className="mt-3 w-full resize-y rounded-xl border border-border bg-background p-4 text-sm leading-relaxed text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
        />
      )}
    </Field>
  );
}

/** Whether the text is long enough yet, announced as it changes, and how long it is. */
export function CharacterCount({ id, ready, count }: { id: string; ready: boolean; count: number }) {
  const t = useTranslations('Checker');
  return (
    <div id={`${id}-count`} className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
      <span aria-live="polite" className={ready ? 'font-medium text-success' : 'text-muted'}>
        {ready ? t('form.ready') : t('form.minimum')}
      </span>
      <span className="text-muted">{t('form.characters', { count })}</span>
    </div>
  );
}

export function AnalyzeButton({ disabled, analyzing }: { disabled: boolean; analyzing: boolean }) {
  const t = useTranslations('Checker');
  return (
    <Button type="submit" disabled={disabled} className="mt-4">
      {analyzing && <Spinner />}
      {analyzing ? t('form.analyzing') : t('form.analyze')}
    </Button>
  );
}
