'use client';

import { useId, useState, type FormEvent, type RefObject } from 'react';
import { Spinner } from '@/components/tools/spinner';
import { OVERALL_MAX } from '@/lib/checker/types';
import type { LeadContact } from '@/lib/checker/lead';

const field =
  'mt-1 w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The gate after an analysis (spec section 2): the overall score and a lead form. `onSubmit`
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

  const set = (key: keyof LeadContact) => (e: React.ChangeEvent<HTMLInputElement>) => setContact({ ...contact, [key]: e.target.value });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Analysis Complete!
      </h2>
      <p className="mt-4" aria-label={`Overall score ${overallScore} out of ${OVERALL_MAX}`}>
        <span className="text-5xl font-extrabold text-brand">{overallScore}</span>
        <span className="text-xl text-muted">/{OVERALL_MAX}</span>
      </p>
      <p className="mt-3 text-muted">
        Your overall credibility score is ready. Tell us where to send it and unlock the full report: the four dimension scores,
        your key strengths and the improvements that matter most.
      </p>
      <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Your Name
          </label>
          <input id={`${id}-name`} name="name" type="text" required autoComplete="name" value={contact.name} onChange={set('name')} className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="text-sm font-medium">
            Company Name
          </label>
          <input
            id={`${id}-company`}
            name="company"
            type="text"
            required
            autoComplete="organization"
            value={contact.company}
            onChange={set('company')}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            Email Address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={contact.email}
            onChange={set('email')}
            className={field}
          />
        </div>
        <div className="sm:col-span-3">
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex items-center gap-2 rounded-full bg-brand px-6 py-3 text-sm font-semibold text-brand-foreground hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {submitting && <Spinner />}
            {submitting ? 'Loading...' : 'Show My Score'}
          </button>
        </div>
      </form>
    </section>
  );
}
