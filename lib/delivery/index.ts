import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/config/env';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { getLeadStore } from '@/lib/store';
import type { DeliveryChannel } from '@/lib/store/lead-store';
import { createEmailSender } from './email';
import { createWebhookSender } from './webhook';
import { DeliveryWorker, type PassCounts, type Sender } from './worker';

const BACKOFF_BASE_MS = 5000;

const KEY = Symbol.for('kairo-pr.lead-delivery');
const holder = globalThis as { [KEY]?: DeliveryWorker };

function senders(env: ServerEnv): Partial<Record<DeliveryChannel, Sender>> {
  // serverEnv() guarantees each channel's variables come together.
  return {
    ...(env.SMTP_URL && {
      email: createEmailSender({ smtpUrl: env.SMTP_URL, to: env.LEADS_EMAIL_TO!, from: env.LEADS_EMAIL_FROM! }),
    }),
    ...(env.LEAD_WEBHOOK_URL && {
      webhook: createWebhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET! }),
    }),
  };
}

function worker(): DeliveryWorker {
  if (!holder[KEY]) {
    const env = serverEnv();
    holder[KEY] = new DeliveryWorker({
      store: getLeadStore(),
      senders: senders(env),
      maxAgeMs: env.LEAD_DELIVERY_MAX_AGE,
      backoff: {
        baseMs: Math.min(BACKOFF_BASE_MS, env.LEAD_DELIVERY_BACKOFF_MAX),
        capMs: env.LEAD_DELIVERY_BACKOFF_MAX,
      },
    });
  }
  return holder[KEY];
}

/** Starts delivering in this process (server start-up); does nothing when no channel is configured. */
export function startLeadDelivery(): void {
  worker().start();
  onShutdown('lead-delivery', stopLeadDelivery, 'stop');
}

/** One delivery pass now, for schedulers where no long-running process exists. */
export function runLeadDeliveryPass(): Promise<PassCounts> {
  return worker().runPass();
}

/**
 * Graceful shutdown: takes no new job, waits for the one in flight to finish and be recorded, and
 * forgets the worker (the next start reads the configuration again).
 */
export async function stopLeadDelivery(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  await current?.stop();
}
