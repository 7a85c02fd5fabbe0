import type { APIRequestContext } from '@playwright/test';
import { controlUrl } from './settings';

export type ProviderMode = 'fail' | 'hang' | 'garbage' | 'wrong-shape';

/** Every mode the bad provider has; the specs run once per mode. */
export const providerModes: ProviderMode[] = ['fail', 'hang', 'garbage', 'wrong-shape'];

/** Puts every provider path into `mode` (and ends calls left hanging by the previous mode). */
export async function setProviderMode(request: APIRequestContext, mode: ProviderMode): Promise<void> {
  const response = await request.put(controlUrl(), { data: { defaultMode: mode, paths: {} } });
  if (!response.ok()) throw new Error(`bad provider refused mode ${mode}: ${await response.text()}`);
}

/** The text the bad provider puts in its failures: it must never reach a browser. */
export async function providerErrorText(request: APIRequestContext): Promise<string> {
  const response = await request.get(controlUrl());
  const { errorText } = (await response.json()) as { errorText: string };
  return errorText;
}
