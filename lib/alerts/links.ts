import 'server-only';
import { linkKey } from './settings';
import { getAlertStore } from '@/lib/store/alerts';
import { readLink } from './tokens';
import type { Preferences, Subscriber } from '@/lib/store/alert-store';

/** Confirms the subscription a confirmation link names; false for a forged, expired or used link. */
export async function confirmByToken(token: unknown, now = new Date()): Promise<boolean> {
  const link = readLink(linkKey(), token, now.getTime());
  if (link?.p !== 'confirm') return false;
  return getAlertStore().confirm(link.s, link.n, now);
}

/** The subscriber a manage link names, while the link is still theirs. */
export async function subscriberByToken(token: unknown): Promise<Subscriber | undefined> {
  const link = readLink(linkKey(), token);
  if (link?.p !== 'manage') return undefined;
  const subscriber = await getAlertStore().getSubscriber(link.s);
  return subscriber?.tokenNonce === link.n && subscriber.confirmedAt ? subscriber : undefined;
}

export async function updateByToken(token: unknown, preferences: Preferences): Promise<boolean> {
  const link = readLink(linkKey(), token);
  return link?.p === 'manage' && getAlertStore().updatePreferences(link.s, link.n, preferences);
}

/**
 * Ends the subscription a manage link names: the address and its pending mails are deleted. A link
 * whose subscription is already gone is answered the same, so a repeated click is not an error.
 */
export async function unsubscribeByToken(token: unknown): Promise<boolean> {
  const link = readLink(linkKey(), token);
  if (link?.p !== 'manage') return false;
  await getAlertStore().unsubscribe(link.s, link.n);
  return true;
}
