'use client';

import { useTranslations } from '#i18n';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { compactControl, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { OVERALL_MAX } from '@/lib/pr-checker/types';
import type { LeadContact } from '@/lib/pr-checker/lead';

const inputs: { name: keyof LeadContact; type: 'text' | 'email'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

/**
 * The gate after an analysis (docs/behaviour.md#pr-credibility-checker): the overall score and a lead form. `onSubmit`
 * resolves true when the lead was accepted; on false the form stays as it is.
 */
export function ScoreGate({
  overallScore,
  onSubmit,
  headingRef,
}: {
  overallScore: number;
  onSubmit: (contact: LeadContact) => Promise<boolean>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('Checker.gate');
  const id = useId();
  const [contact, setContact] = useState<LeadContact>({ name: '', company: '', email: '' });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const accepted = await onSubmit(contact);
    if (!accepted) setSubmitting(false);
  };

  const set = (key: keyof LeadContact) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setContact({ ...contact, [key]: e.target.value });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('title')}
      </h2>
      <p className="mt-4" aria-label={t('scoreLabel', { score: overallScore, max: OVERALL_MAX })}>
        <span className="text-5xl font-extrabold text-brand">{overallScore}</span>
        <span className="text-xl text-muted">/{OVERALL_MAX}</span>
      </p>
      <p className="mt-3 text-muted">{t('text')}</p>
      <form method="post" onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
        {inputs.map((input) => (
          <Field key={input.name} id={`${id}-${input.name}`} label={t(input.name)} labelClassName="text-sm font-medium">
            {(control) => (
              <input
                {...control}
                name={input.name}
                type={input.type}
                required
                autoComplete={input.autoComplete}
                value={contact[input.name]}
                onChange={set(input.name)}
                className={compactControl}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={submitting}>
            {submitting && <Spinner />}
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
