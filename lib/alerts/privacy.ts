import 'server-only';
import { getAlertStore } from '@/lib/store/alerts';
import type { AlertErasure, Subscriber } from '@/lib/store/alert-store';

/** The address's release-alert subscription, confirmed or not (docs/operations.md, "Erasure by e-mail"). */
export function findAlertSubscription(email: string): Promise<Subscriber | undefined> {
  return getAlertStore().findByEmail(email);
}

/**
 * Deletes the address's subscription and every mail still queued for it. Only what was there is
 * reported: nothing when the address never subscribed.
 */
export async function eraseAlertSubscription(email: string): Promise<Partial<{ alertSubscribers: number; alertJobs: number }>> {
  const erased: AlertErasure = await getAlertStore().eraseByEmail(email);
  return erased.subscribers === 0 ? {} : { alertSubscribers: erased.subscribers, alertJobs: erased.jobs };
}
