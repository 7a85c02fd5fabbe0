'use server';

import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { erasureForm, erasureLookupForm, formFields } from '@/lib/admin/lead-input';
import { erasePersonalData, findPersonalData } from '@/lib/admin/privacy';
import type { PrivacyState } from './privacy-state';

/**
 * The privacy page's two steps, told apart by the form's `intent`: find what the site holds for an
 * address, then erase it after an explicit confirmation. The address travels in the form body,
 * never in a URL (access logs).
 */
export async function handlePrivacyRequest(previous: PrivacyState, form: FormData): Promise<PrivacyState> {
  const staff = await requireStaffAction('leads');
  if (form.get('intent') === 'erase') {
    const parsed = erasureForm.safeParse(formFields(form, ['email', 'confirm']));
    if (!parsed.success) {
      const error = parsed.error.issues[0].message;
      return previous.step === 'found' ? { ...previous, error } : { step: 'ask', error };
    }
    const { leadIds, ...erased } = await erasePersonalData(parsed.data.email);
    // The log must not keep the address it erased: it names the leads by id and counts the rest.
    await recordAudit({ actor: staff, action: 'erasure', detail: { leadIds, ...erased } });
    return { step: 'erased', erased };
  }
  const parsed = erasureLookupForm.safeParse(formFields(form, ['email']));
  if (!parsed.success) return { step: 'ask', error: parsed.error.issues[0].message };
  const { email } = parsed.data;
  const found = await findPersonalData(email);
  return {
    step: 'found',
    email,
    leads: found.leads.map((lead) => ({ id: lead.id, kind: lead.kind, createdAt: lead.createdAt })),
    conversations: found.conversations.map(({ id, purpose, createdAt, messages }) => ({ id, purpose, createdAt, messages })),
    mentionedIn: found.mentionedIn,
  };
}
