'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/admin/action';
import { recordAudit } from '@/lib/admin/audit';
import { outcome } from '@/lib/admin/outcomes';
import { eraseAlertSubscription } from '@/lib/alerts/privacy';
import { emailField } from '@/lib/validation/fields';

const LIST = '/admin/subscribers';

/** Erases one subscriber and their queued mails; the audit log names no address. */
export const eraseSubscriber = adminAction(LIST, {
  schema: z.object({ email: emailField }),
  refused: () => outcome('subscribers', 'error', 'email', LIST),
  async run({ input }, staff) {
    const erased = await eraseAlertSubscription(input.email);
    await recordAudit({
      actor: staff,
      action: 'erasure',
      detail: { scope: 'alert-subscribers', subscribers: erased.alertSubscribers ?? 0, jobs: erased.alertJobs ?? 0 },
    });
    return outcome('subscribers', 'done', 'erased', LIST);
  },
});
