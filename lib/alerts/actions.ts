'use server';

import { readPreferences } from './form';
import { confirmByToken, unsubscribeByToken, updateByToken } from './links';

/** A token action's answer: nothing yet, done, the link no longer works, or a choice is missing. */
export type LinkState = { status: 'idle' | 'done' | 'invalid' | 'incomplete' };

/** The button on the confirmation page (a GET never confirms: mail scanners open every link). */
export async function confirmAlerts(_previous: LinkState, formData: FormData): Promise<LinkState> {
  return { status: (await confirmByToken(formData.get('token'))) ? 'done' : 'invalid' };
}

export async function unsubscribeAlerts(_previous: LinkState, formData: FormData): Promise<LinkState> {
  return { status: (await unsubscribeByToken(formData.get('token'))) ? 'done' : 'invalid' };
}

/** The manage page's preferences; an empty choice is refused rather than saved. */
export async function saveAlertPreferences(_previous: LinkState, formData: FormData): Promise<LinkState> {
  const preferences = readPreferences(formData);
  if (!preferences) return { status: 'incomplete' };
  return { status: (await updateByToken(formData.get('token'), preferences)) ? 'done' : 'invalid' };
}
