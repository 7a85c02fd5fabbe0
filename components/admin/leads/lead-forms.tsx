import { AdminSection } from '@/components/admin/admin-section';
import { SelectField } from '@/components/admin/form/fields';
import { adminControl } from '@/components/admin/admin-styles';
import { AdminTable, type Column } from '@/components/admin/table/admin-table';
import { NOTE_MAX_CHARS } from '@/lib/admin/lead-input';
import { formatTime, STATUS_LABELS } from '@/lib/admin/lead-labels';
import type { LeadDetail, StatusChange } from '@/lib/store/lead-store';

/** A form's server action, posted without JavaScript as well as with it. */
export type FormAction = (form: FormData) => Promise<void>;

const HISTORY: readonly Column<StatusChange>[] = [
  { header: 'When', cell: (change) => formatTime(change.at) },
  { header: 'From', cell: (change) => STATUS_LABELS[change.from] },
  { header: 'To', cell: (change) => STATUS_LABELS[change.to] },
  { header: 'By', cell: (change) => change.actor },
];

/** The lead's status: the form that changes it, and every change so far. */
export function LeadStatusSection({ lead, action }: { lead: LeadDetail; action: FormAction }) {
  return (
    <AdminSection id="status" title="Status">
      <form action={action} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={lead.id} />
        <SelectField id="status" label="Status" choices={STATUS_LABELS} defaultValue={lead.status} />
        <button type="submit" className="btn btn-primary btn-md">
          Change status
        </button>
      </form>
      <AdminTable
        caption="Status history, oldest first"
        columns={HISTORY}
        rows={lead.history}
        rowKey={(change) => `${change.at}-${change.to}`}
        empty="No status change yet: the lead is as it arrived."
      />
    </AdminSection>
  );
}

/** Staff's notes on the lead, oldest first, and the form that adds one. */
export function LeadNotesSection({ lead, action }: { lead: LeadDetail; action: FormAction }) {
  return (
    <AdminSection id="notes" title="Notes">
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
      <form action={action} className="space-y-2">
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor="note" className="text-sm font-semibold">
          New note
        </label>
        <textarea id="note" name="body" required rows={3} maxLength={NOTE_MAX_CHARS} className={adminControl} />
        <button type="submit" className="btn btn-primary btn-md">
          Add note
        </button>
      </form>
    </AdminSection>
  );
}
