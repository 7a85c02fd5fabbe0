'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { formFields, noteForm, redeliverForm, statusForm } from '@/lib/admin/lead-input';
import { outcomeQuery, type OutcomeKey } from '@/lib/admin/outcomes';
import { getLeadStore } from '@/lib/store';

/**
 * The lead page's forms post here (no JavaScript needed). Each checks origin, session and role
 * first, then the input, and answers with a redirect back to the lead carrying what happened;
 * nothing is changed by a refused request.
 */

const back = (id: number, outcome: string) => redirect(`/admin/leads/${id}?${outcome}#outcome`);
type LeadError = OutcomeKey<'leads', 'error'>;
const FIELD_ERRORS: readonly LeadError[] = ['id', 'status', 'body', 'channel'];

/** The message key of a form's first refused field (lib/admin/outcomes.ts). */
const fieldError = (issues: readonly { path: readonly PropertyKey[] }[]): LeadError =>
  FIELD_ERRORS.find((key) => key === issues[0]?.path[0]) ?? 'id';

const refused = (form: FormData, key: LeadError) => {
  const id = Number(form.get('id'));
  const params = outcomeQuery('leads', 'error', key);
  redirect(Number.isSafeInteger(id) && id > 0 ? `/admin/leads/${id}?${params}#outcome` : `/admin/leads?${params}`);
};

export async function setLeadStatus(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = statusForm.safeParse(formFields(form, ['id', 'status']));
  if (!parsed.success) return refused(form, fieldError(parsed.error.issues));
  const { id, status } = parsed.data;
  if (!(await getLeadStore().setLeadStatus(id, status, staff.email, new Date()))) {
    return refused(form, 'no-lead');
  }
  await recordAudit({ actor: staff, action: 'lead-status', target: `lead:${id}`, detail: { status } });
  back(id, outcomeQuery('leads', 'done', 'status'));
}

export async function addLeadNote(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = noteForm.safeParse(formFields(form, ['id', 'body']));
  if (!parsed.success) return refused(form, fieldError(parsed.error.issues));
  const { id, body } = parsed.data;
  if (!(await getLeadStore().addLeadNote(id, body, staff.email, new Date()))) {
    return refused(form, 'no-lead');
  }
  // The note itself stays with the lead, so erasing the lead erases it; the log names the lead only.
  await recordAudit({ actor: staff, action: 'lead-note', target: `lead:${id}` });
  back(id, outcomeQuery('leads', 'done', 'note'));
}

export async function deliverAgain(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = redeliverForm.safeParse(formFields(form, ['id', 'channel']));
  if (!parsed.success) return refused(form, fieldError(parsed.error.issues));
  const { id, channel } = parsed.data;
  if (!(await getLeadStore().requeueDelivery(id, channel, new Date()))) {
    return refused(form, 'not-queued');
  }
  await recordAudit({ actor: staff, action: 'redelivery', target: `lead:${id}`, detail: { channel } });
  back(id, outcomeQuery('leads', 'done', 'redelivery'));
}
