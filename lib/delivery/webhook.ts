import 'server-only';
import { Webhook } from 'standardwebhooks';
import { deadline } from '@/lib/lifecycle/deadline';
import type { Lead } from '@/lib/store/lead-store';

export type WebhookSettings = { url: string; secret: string; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * POSTs `{kind, id, createdAt, locale, fields}` signed in the Standard Webhooks format. `webhook-id` is the
 * submission id, the same on every retry, so a receiver can drop a duplicate. Anything but a 2xx,
 * a timeout or a refused connection rejects, and the job is retried.
 */
export function createWebhookSender(settings: WebhookSettings) {
  const signer = new Webhook(settings.secret);
  return {
    async send(lead: Lead): Promise<void> {
      const body = JSON.stringify({
        kind: lead.kind,
        id: lead.id,
        createdAt: lead.createdAt,
        locale: lead.locale,
        fields: lead.fields,
      });
      const id = String(lead.id);
      const timestamp = new Date();
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signer.sign(id, timestamp, body),
        },
        body,
        redirect: 'manual',
        signal: deadline(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) {
        throw new Error(`The webhook answered ${response.status}.`);
      }
    },
  };
}
