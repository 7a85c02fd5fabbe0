'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { formFields, noteForm, redeliverForm, statusForm } from '@/lib/admin/lead-input';
import { getLeadStore } from '@/lib/store';

/**
 * The lead page's forms post here (no JavaScript needed). Each checks origin, session and role
 * first, then the input, and answers with a redirect back to the lead carrying what happened;
 * nothing is changed by a refused request.
 */

const back = (id: number, outcome: string) => redirect(`/admin/leads/${id}?${outcome}#outcome`);
const refused = (form: FormData, message: string) => {
  const id = Number(form.get('id'));
  const params = `error=${encodeURIComponent(message)}`;
  redirect(Number.isSafeInteger(id) && id > 0 ? `/admin/leads/${id}?${params}#outcome` : `/admin/leads?${params}`);
};

export async function setLeadStatus(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = statusForm.safeParse(formFields(form, ['id', 'status']));
  if (!parsed.success) return refused(form, parsed.error.issues[0].message);
  const { id, status } = parsed.data;
  if (!(await getLeadStore().setLeadStatus(id, status, staff.email, new Date()))) {
    return refused(form, `There is no lead ${id}.`);
  }
  await recordAudit({ actor: staff, action: 'lead-status', target: `lead:${id}`, detail: { status } });
  back(id, 'done=status');
}

export async function addLeadNote(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = noteForm.safeParse(formFields(form, ['id', 'body']));
  if (!parsed.success) return refused(form, parsed.error.issues[0].message);
  const { id, body } = parsed.data;
  if (!(await getLeadStore().addLeadNote(id, body, staff.email, new Date()))) {
    return refused(form, `There is no lead ${id}.`);
  }
  // The note itself stays with the lead, so erasing the lead erases it; the log names the lead only.
  await recordAudit({ actor: staff, action: 'lead-note', target: `lead:${id}` });
  back(id, 'done=note');
}

export async function deliverAgain(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = redeliverForm.safeParse(formFields(form, ['id', 'channel']));
  if (!parsed.success) return refused(form, parsed.error.issues[0].message);
  const { id, channel } = parsed.data;
  if (!(await getLeadStore().requeueDelivery(id, channel, new Date()))) {
    return refused(form, `The ${channel} delivery of lead ${id} cannot be queued now: it does not exist or is being sent.`);
  }
  await recordAudit({ actor: staff, action: 'redelivery', target: `lead:${id}`, detail: { channel } });
  back(id, `done=redelivery&channel=${channel}`);
}
