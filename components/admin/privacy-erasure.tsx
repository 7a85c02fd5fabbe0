'use client';

import { useActionState } from 'react';
import { handlePrivacyRequest } from '@/app/admin/leads/privacy/privacy-actions';
import type { PrivacyState } from '@/app/admin/leads/privacy/privacy-state';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { formatTime, SOURCE_LABELS } from '@/lib/admin/lead-labels';

const START: PrivacyState = { step: 'ask' };

/**
 * Find, then erase, a person's data by e-mail address. Both forms post to server actions and work
 * before (or without) JavaScript; the state comes back in the server's render.
 */
export function PrivacyErasure() {
  const [state, submit, pending] = useActionState(handlePrivacyRequest, START);

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
              <table className={adminTable}>
                <caption className={adminCaption}>{state.leads.length} leads with this address</caption>
                <thead>
                  <tr>
                    <th scope="col" className={adminHeadCell}>
                      Lead
                    </th>
                    <th scope="col" className={adminHeadCell}>
                      Received
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.leads.map((lead) => (
                    <tr key={lead.id}>
                      <td className={adminCell}>
                        <a href={`/admin/leads/${lead.id}`} className="underline underline-offset-4">
                          {SOURCE_LABELS[lead.kind]} {lead.id}
                        </a>
                      </td>
                      <td className={adminCell}>{formatTime(lead.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className={adminTable}>
                <caption className={adminCaption}>{state.conversations.length} conversations mentioning it</caption>
                <thead>
                  <tr>
                    <th scope="col" className={adminHeadCell}>
                      Conversation
                    </th>
                    <th scope="col" className={adminHeadCell}>
                      Messages
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.conversations.map((conversation) => (
                    <tr key={conversation.id}>
                      <td className={adminCell}>
                        <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
                          {conversation.purpose === 'checker' ? 'Checker' : 'Chat'} of {formatTime(conversation.createdAt)}
                        </a>
                      </td>
                      <td className={adminCell}>{conversation.messages}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {state.mentionedIn.length > 0 && (
                <p>
                  Also mentioned in {state.mentionedIn.length} other people&apos;s leads or their notes:{' '}
                  {state.mentionedIn.map((id, index) => (
                    <span key={id}>
                      {index > 0 && ', '}
                      <a href={`/admin/leads/${id}`} className="underline underline-offset-4">
                        lead {id}
                      </a>
                    </span>
                  ))}
                  . Those leads stay; the address in them is replaced with “[address erased]”.
                </p>
              )}
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
