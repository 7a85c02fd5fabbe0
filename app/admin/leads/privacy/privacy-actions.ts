'use server';

import { z } from 'zod';
import { adminStateAction } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import type { PrivacyState } from '@/lib/admin/form-states';
import { erasureForm, erasureLookupForm } from '@/lib/admin/lead-input';
import { erasePersonalData, findPersonalData } from '@/lib/admin/privacy';

/**
 * The privacy page's two steps, told apart by the form's `intent`: find what the site holds for an
 * address, then erase it after an explicit confirmation. The address travels in the form body,
 * never in a URL (access logs).
 */
const privacyForm = z.discriminatedUnion('intent', [
  erasureLookupForm.extend({ intent: z.literal('find') }),
  erasureForm.extend({ intent: z.literal('erase') }),
]);

export const handlePrivacyRequest = adminStateAction<typeof privacyForm, PrivacyState>('/admin/leads/privacy', {
  schema: privacyForm,
  refused(issues, input, previous) {
    const error = issues[0].message;
    return input.intent === 'erase' && previous.step === 'found' ? { ...previous, error } : { step: 'ask', error };
  },
  async run({ input }, staff) {
    if (input.intent === 'erase') {
      const { leadIds, ...erased } = await erasePersonalData(input.email);
      // The log must not keep the address it erased: it names the leads by id and counts the rest.
      await recordAudit({ actor: staff, action: 'erasure', detail: { leadIds, ...erased } });
      return { step: 'erased', erased };
    }
    const found = await findPersonalData(input.email);
    return {
      step: 'found',
      email: input.email,
      leads: found.leads.map((lead) => ({ id: lead.id, kind: lead.kind, createdAt: lead.createdAt })),
      conversations: found.conversations.map(({ id, purpose, createdAt, messages }) => ({
        id,
        purpose,
        createdAt,
        messages,
      })),
      mentionedIn: found.mentionedIn,
    };
  },
});
