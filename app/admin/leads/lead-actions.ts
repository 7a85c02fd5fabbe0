'use server';

import { adminAction } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import { noteForm, redeliverForm, statusForm } from '@/lib/admin/lead-input';
import { outcome, type OutcomeKey } from '@/lib/admin/outcomes';
import { getLeadStore } from '@/lib/store';

/**
 * The lead page's forms post here (no JavaScript needed) and are answered with a redirect back to
 * the lead carrying what happened; nothing is changed by a refused request.
 */

type LeadError = OutcomeKey<'leads', 'error'>;
const FIELD_ERRORS: readonly LeadError[] = ['id', 'status', 'body', 'channel'];

const toLead = <K extends 'error' | 'done'>(id: number, kind: K, key: OutcomeKey<'leads', K>) =>
  outcome('leads', kind, key, `/admin/leads/${id}`, 'outcome');

/** Back to the lead the form names, or to the inbox when it names none, with the refused field's key. */
const refused = (issues: readonly { path: readonly PropertyKey[] }[], input: Record<string, string>) => {
  const key = FIELD_ERRORS.find((field) => field === issues[0]?.path[0]) ?? 'id';
  const id = Number(input.id);
  return Number.isSafeInteger(id) && id > 0 ? toLead(id, 'error', key) : outcome('leads', 'error', key, '/admin/leads');
};

export const setLeadStatus = adminAction('/admin/leads', {
  schema: statusForm,
  refused,
  async run({ input: { id, status } }, staff) {
    if (!(await getLeadStore().setLeadStatus(id, status, staff.email, new Date())))
      return toLead(id, 'error', 'no-lead');
    await recordAudit({ actor: staff, action: 'lead-status', target: `lead:${id}`, detail: { status } });
    return toLead(id, 'done', 'status');
  },
});

export const addLeadNote = adminAction('/admin/leads', {
  schema: noteForm,
  refused,
  async run({ input: { id, body } }, staff) {
    if (!(await getLeadStore().addLeadNote(id, body, staff.email, new Date()))) return toLead(id, 'error', 'no-lead');
    // The note itself stays with the lead, so erasing the lead erases it; the log names the lead only.
    await recordAudit({ actor: staff, action: 'lead-note', target: `lead:${id}` });
    return toLead(id, 'done', 'note');
  },
});

export const deliverAgain = adminAction('/admin/leads', {
  schema: redeliverForm,
  refused,
  async run({ input: { id, channel } }, staff) {
    if (!(await getLeadStore().requeueDelivery(id, channel, new Date()))) return toLead(id, 'error', 'not-queued');
    await recordAudit({ actor: staff, action: 'redelivery', target: `lead:${id}`, detail: { channel } });
    return toLead(id, 'done', 'redelivery');
  },
});
