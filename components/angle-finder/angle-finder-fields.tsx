import { useTranslations } from '#i18n';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { compactControl, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { AUDIENCES, STORY_GOALS, type Audience } from '@/lib/angle-finder/options';
import { AUDIENCE_KEYS, GOAL_KEYS } from '@/lib/angle-finder/message-keys';
import type { AngleForm } from './use-angle-form';

const labelClass = 'font-semibold';

type DetailsProps = { id: string; form: AngleForm; firstFieldRef: RefObject<HTMLInputElement | null> };

/** Company, product and the story's goal. */
export function AngleDetailsFields({ id, form, firstFieldRef }: DetailsProps) {
  const t = useTranslations('AngleFinder');
  return (
    <>
      <Field id={`${id}-company`} label={t('form.company')} labelClassName={labelClass}>
        {(control) => (
          <input
            {...control}
            ref={firstFieldRef}
            name="companyName"
            type="text"
            required
            autoComplete="organization"
            value={form.companyName}
            onChange={(e) => form.setCompanyName(e.target.value)}
            placeholder={t('form.companyPlaceholder')}
            className={compactControl}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label={t('form.description')} labelClassName={labelClass}>
        {(control) => (
          <input
            {...control}
            name="productDescription"
            type="text"
            required
            value={form.productDescription}
            onChange={(e) => form.setProductDescription(e.target.value)}
            placeholder={t('form.descriptionPlaceholder')}
            className={compactControl}
          />
        )}
      </Field>
      <Field id={`${id}-goal`} label={t('form.goal')} labelClassName={labelClass}>
        {(control) => (
          <select
            {...control}
            name="storyGoal"
            required
            value={form.storyGoal}
            onChange={(e) => form.setStoryGoal(e.target.value)}
            className={compactControl}
          >
            <option value="">{t('form.selectGoal')}</option>
            {STORY_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {t(`goals.${GOAL_KEYS[goal]}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** The target audiences as toggle buttons; any number may be pressed. */
export function AudiencePicker({ selected, onToggle }: { selected: Audience[]; onToggle: (a: Audience) => void }) {
  const t = useTranslations('AngleFinder');
  return (
    <fieldset>
      <legend className="font-semibold">{t('form.audience')}</legend>
      <p className="text-sm text-muted">{t('form.audienceHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {AUDIENCES.map((a) => {
          const pressed = selected.includes(a);
          return (
            <button
              key={a}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(a)}
              className={`rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                pressed
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-border bg-background hover:border-brand'
              }`}
            >
              {t(`audiences.${AUDIENCE_KEYS[a]}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export function AnalyzeButton({ disabled, analyzing }: { disabled: boolean; analyzing: boolean }) {
  const t = useTranslations('AngleFinder');
  return (
    <Button type="submit" disabled={disabled}>
      {analyzing && <Spinner />}
      {analyzing ? t('form.analyzing') : t('form.submit')}
    </Button>
  );
}
