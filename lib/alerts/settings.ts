import 'server-only';
import { authSecret } from '@/lib/config/secret';
import { serverEnv } from '@/lib/config/env';
import { site } from '@/lib/config/site';
import type { MailSettings } from './mail';
import { alertKey } from './tokens';

/** The key that signs and checks alert links (derived from the site's secret, lib/config/secret.ts). */
export function linkKey(): Buffer {
  return alertKey(authSecret(serverEnv()));
}

/** What alert mails need from configuration; undefined while ALERTS_EMAIL_FROM is unset. */
export function mailSettings(): MailSettings | undefined {
  const env = serverEnv();
  if (!env.ALERTS_EMAIL_FROM) return undefined;
  return { from: env.ALERTS_EMAIL_FROM, brand: site.brand, siteUrl: site.url, mediaContact: site.email, key: linkKey() };
}
