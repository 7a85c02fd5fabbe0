'use client';

import { useActionState } from 'react';
import { adminControl } from '@/components/admin/admin-styles';
import type { PrivacyState } from '@/lib/admin/form-states';
import { PrivacyFound } from './privacy-found';

const START: PrivacyState = { step: 'ask' };

type Props = { action: (state: PrivacyState, form: FormData) => Promise<PrivacyState> };

/**
 * Find, then erase, a person's data by e-mail address. Both forms post to server actions and work
 * before (or without) JavaScript; the state comes back in the server's render.
 */
export function PrivacyErasure({ action }: Props) {
  const [state, submit, pending] = useActionState(action, START);

  return (
    <div className="space-y-6">
      <form action={submit} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find" />
        <div className="min-w-72 flex-1">
          <label htmlFor="lookup-email" className="text-sm font-semibold">
            E-mail address
          </label>
          <input id="lookup-email" name="email" type="email" required maxLength={254} className={adminControl} />
        </div>
        <button type="submit" className="btn btn-primary btn-md" disabled={pending}>
          Find their data
        </button>
      </form>

      {state.step === 'ask' && state.error && (
        <p role="alert" className="text-danger">
          {state.error}
        </p>
      )}

      {state.step === 'found' && (
        <section aria-labelledby="found-heading" className="space-y-4">
          <h2 id="found-heading" className="text-xl font-semibold">
            Held for {state.email}
          </h2>
          {state.leads.length === 0 && state.conversations.length === 0 && state.mentionedIn.length === 0 ? (
            <p role="status">Nothing: no lead has this address and no conversation mentions it.</p>
          ) : (
            <>
              <PrivacyFound found={state} />
              <form action={submit} className="space-y-3 rounded-lg border border-danger p-4">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="email" value={state.email} />
                <div className="flex items-start gap-2">
                  <input id="confirm-erasure" name="confirm" type="checkbox" value="yes" required className="mt-1" />
                  <label htmlFor="confirm-erasure">
                    Erase these leads (with their notes, status history and delivery jobs) and conversations for good,
                    and replace the address wherever else it is written. This cannot be undone.
                  </label>
                </div>
                {state.error && (
                  <p role="alert" className="text-danger">
                    {state.error}
                  </p>
                )}
                <button type="submit" className="btn btn-primary btn-md" disabled={pending}>
                  Erase
                </button>
              </form>
            </>
          )}
        </section>
      )}

      {state.step === 'erased' && (
        <p role="status" className="rounded-lg border border-success px-3 py-2">
          Erased {state.erased.leads} leads, {state.erased.deliveryJobs} delivery jobs, {state.erased.notes} notes,{' '}
          {state.erased.statusChanges} status changes and {state.erased.conversations} conversations, and replaced the
          address in {state.erased.redacted} other records.
        </p>
      )}
    </div>
  );
}
