import type { ServerEnv } from '@/lib/config/env';
import type { DeliveryChannel } from '@/lib/store/lead-store';

/** The channels every new lead gets a delivery job for; none when neither is configured. */
export function configuredChannels(env: ServerEnv): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (env.SMTP_URL) channels.push('email');
  if (env.LEAD_WEBHOOK_URL) channels.push('webhook');
  return channels;
}
