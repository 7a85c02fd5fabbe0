'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { requireStaffAction } from '@/lib/admin/guard';
import { eraseAlertSubscription } from '@/lib/alerts/privacy';
import { emailField } from '@/lib/validation/fields';

/** Erases one subscriber and their queued mails; the audit log names no address. */
export async function eraseSubscriber(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = emailField.safeParse(form.get('email'));
  if (!parsed.success) redirect(`/admin/subscribers?error=${encodeURIComponent(parsed.error.issues[0].message)}`);
  const erased = await eraseAlertSubscription(parsed.data);
  await recordAudit({ actor: staff, action: 'erasure', detail: { scope: 'alert-subscribers', subscribers: erased.alertSubscribers ?? 0, jobs: erased.alertJobs ?? 0 } });
  redirect('/admin/subscribers?done=erased');
}
