import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { addLeadNote, deliverAgain, setLeadStatus } from '@/app/admin/leads/lead-actions';
import { adminCaption, adminCell, adminControl, adminHeadCell, adminTable } from '@/components/admin/admin-styles';
import { Outcome } from '@/components/admin/outcome';
import { requireStaffPage } from '@/lib/admin/guard';
import { outcomeText } from '@/lib/admin/outcomes';
import { NOTE_MAX_CHARS } from '@/lib/admin/lead-input';
import { fieldText, formatTime, SOURCE_LABELS, STATUS_LABELS } from '@/lib/admin/lead-labels';
import { languageText } from '@/lib/delivery/lead-text';
import { languageTag } from '@/lib/i18n/locales';
import { getConversationStore, getLeadStore } from '@/lib/store';
import { LEAD_STATUSES } from '@/lib/store/lead-store';

export const metadata: Metadata = { title: 'Lead' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const SCORES = [
  ['overallScore', 'Overall', 100],
  ['clarityScore', 'Clarity', 25],
  ['proofScore', 'Proof', 25],
  ['mediaToneScore', 'Media tone', 25],
  ['investorAppealScore', 'Investor appeal', 25],
] as const;
const SCORE_FIELDS: readonly string[] = SCORES.map(([field]) => field);

/** One lead: its fields as the visitor sent them (plain text), scores, history, notes and deliveries. */
export default async function LeadPage({ params, searchParams }: Props) {
  await requireStaffPage('leads');
  const { id: rawId } = await params;
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : undefined;
  const lead = id === undefined ? undefined : await getLeadStore().getLead(id);
  if (!lead) notFound();
  const query = await searchParams;
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : '';
  const conversations = email ? await getConversationStore().conversationsMentioning(email) : [];
  const fields = Object.entries(lead.fields).filter(
    ([name]) => !SCORE_FIELDS.includes(name) && name !== 'conversationId',
  );
  // Only the schema's conversation-id rule lets an id into a lead, so it is safe in the path.
  const conversationId = typeof lead.fields.conversationId === 'string' ? lead.fields.conversationId : undefined;

  return (
    <div className="space-y-8">
      <p className="text-sm">
        <Link href="/admin/leads" className="underline underline-offset-4">
          All leads
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {SOURCE_LABELS[lead.kind]} {lead.id}: {fieldText(lead.fields.name) || 'no name'}
      </h1>
      <Outcome
        error={outcomeText('leads', 'error', query.error)}
        done={outcomeText('leads', 'done', query.done)}
      />

      <section aria-labelledby="fields-heading" className="space-y-3">
        <h2 id="fields-heading" className="text-xl font-semibold">
          What they sent
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Received</dt>
          <dd>{formatTime(lead.createdAt)}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{STATUS_LABELS[lead.status]}</dd>
          <dt className="font-semibold">Language</dt>
          <dd lang={languageTag[lead.locale]}>{languageText(lead.locale)}</dd>
          {fields.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">{name}</dt>
              <dd className="whitespace-pre-wrap break-words">{fieldText(value)}</dd>
            </div>
          ))}
          {conversationId && (
            <>
              <dt className="font-semibold">Sent from</dt>
              <dd>
                <a href={`/admin/conversations/${conversationId}`} className="underline underline-offset-4">
                  The chat conversation
                </a>
              </dd>
            </>
          )}
        </dl>
      </section>

      {lead.kind === 'checker-lead' && (
        <table className={adminTable}>
          <caption className={adminCaption}>Press release checker scores</caption>
          <thead>
            <tr>
              <th scope="col" className={adminHeadCell}>
                Score
              </th>
              <th scope="col" className={adminHeadCell}>
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {SCORES.map(([field, label, max]) => (
              <tr key={field}>
                <th scope="row" className={`${adminCell} font-normal`}>
                  {label}
                </th>
                <td className={adminCell}>
                  {fieldText(lead.fields[field])} of {max}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section aria-labelledby="status-heading" className="space-y-3">
        <h2 id="status-heading" className="text-xl font-semibold">
          Status
        </h2>
        <form action={setLeadStatus} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="id" value={lead.id} />
          <div>
            <label htmlFor="status" className="text-sm font-semibold">
              Status
            </label>
            <select id="status" name="status" defaultValue={lead.status} className={adminControl}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary btn-md">
            Change status
          </button>
        </form>
        {lead.history.length === 0 ? (
          <p className="text-sm text-muted">No status change yet: the lead is as it arrived.</p>
        ) : (
          <table className={adminTable}>
            <caption className={adminCaption}>Status history, oldest first</caption>
            <thead>
              <tr>
                <th scope="col" className={adminHeadCell}>
                  When
                </th>
                <th scope="col" className={adminHeadCell}>
                  From
                </th>
                <th scope="col" className={adminHeadCell}>
                  To
                </th>
                <th scope="col" className={adminHeadCell}>
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {lead.history.map((change) => (
                <tr key={`${change.at}-${change.to}`}>
                  <td className={adminCell}>{formatTime(change.at)}</td>
                  <td className={adminCell}>{STATUS_LABELS[change.from]}</td>
                  <td className={adminCell}>{STATUS_LABELS[change.to]}</td>
                  <td className={adminCell}>{change.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="notes-heading" className="space-y-3">
        <h2 id="notes-heading" className="text-xl font-semibold">
          Notes
        </h2>
        {lead.notes.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ol className="space-y-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-border p-3">
                <p className="text-sm text-muted">
                  {note.author}, {formatTime(note.at)}
                </p>
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form action={addLeadNote} className="space-y-2">
          <input type="hidden" name="id" value={lead.id} />
          <label htmlFor="note" className="text-sm font-semibold">
            New note
          </label>
          <textarea id="note" name="body" required rows={3} maxLength={NOTE_MAX_CHARS} className={adminControl} />
          <button type="submit" className="btn btn-primary btn-md">
            Add note
          </button>
        </form>
      </section>

      <section aria-labelledby="deliveries-heading" className="space-y-3">
        <h2 id="deliveries-heading" className="text-xl font-semibold">
          Deliveries
        </h2>
        {lead.deliveries.length === 0 ? (
          <p className="text-sm text-muted">No delivery channel was configured when this lead arrived.</p>
        ) : (
          <table className={adminTable}>
            <caption className={adminCaption}>Delivery attempts per channel</caption>
            <thead>
              <tr>
                <th scope="col" className={adminHeadCell}>
                  Channel
                </th>
                <th scope="col" className={adminHeadCell}>
                  Status
                </th>
                <th scope="col" className={adminHeadCell}>
                  Attempts
                </th>
                <th scope="col" className={adminHeadCell}>
                  Last error
                </th>
                <th scope="col" className={adminHeadCell}>
                  Queued / next try / finished
                </th>
                <th scope="col" className={adminHeadCell}>
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {lead.deliveries.map((job) => (
                <tr key={job.channel}>
                  <th scope="row" className={`${adminCell} font-normal`}>
                    {job.channel === 'email' ? 'E-mail' : 'Webhook'}
                  </th>
                  <td className={adminCell}>{job.status}</td>
                  <td className={adminCell}>{job.attempts}</td>
                  <td className={`${adminCell} break-words`}>{job.lastError ?? '—'}</td>
                  <td className={adminCell}>
                    {formatTime(job.queuedAt)}
                    {job.nextAttemptAt && <> / next {formatTime(job.nextAttemptAt)}</>}
                    {job.finishedAt && <> / {formatTime(job.finishedAt)}</>}
                  </td>
                  <td className={adminCell}>
                    <form action={deliverAgain}>
                      <input type="hidden" name="id" value={lead.id} />
                      <input type="hidden" name="channel" value={job.channel} />
                      <button type="submit" className="btn btn-outline btn-sm">
                        Deliver again<span className="sr-only"> by {job.channel}</span>
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="conversations-heading" className="space-y-3">
        <h2 id="conversations-heading" className="text-xl font-semibold">
          Conversations mentioning this address
        </h2>
        {conversations.length === 0 ? (
          <p className="text-sm text-muted">No chat or checker transcript mentions this e-mail address.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <a href={`/admin/conversations/${conversation.id}`} className="underline underline-offset-4">
                  {conversation.purpose === 'checker' ? 'Checker' : 'Chat'} of {formatTime(conversation.createdAt)}
                </a>{' '}
                ({conversation.messages} messages)
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
