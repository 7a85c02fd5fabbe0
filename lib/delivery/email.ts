import 'server-only';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { Lead } from '@/lib/store/lead-store';
import { indentedValue, KIND_LABELS, languageText, leadFields, oneLine } from './lead-text';

export type EmailSettings = { smtpUrl: string; to: readonly string[]; from: string };

/** Slow servers fail the attempt (and are retried) well inside the worker's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]);
}

const validAddress = z.email();

function subjectOf(lead: Lead): string {
  const who = [lead.fields.name, lead.fields.company]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => oneLine(part, 60));
  return `${KIND_LABELS[lead.kind]} #${lead.id}${who.length ? `: ${who.join(', ')}` : ''}`;
}

/**
 * The message the agency receives. Recipients come from configuration only and are also fixed in
 * the SMTP envelope, so no header a visitor's text could produce adds a recipient; visitor text
 * reaches a header only through `oneLine` (subject) or as a validated bare address (Reply-To), and
 * the plain-text part only indented (docs/operations.md#lead-e-mail).
 */
function composeLeadEmail(lead: Lead, settings: EmailSettings) {
  const fields = leadFields(lead);
  const heading = `${KIND_LABELS[lead.kind]} #${lead.id}, received ${lead.createdAt}`;
  // The visitor's language sits on the heading's line: lines at the margin are the server's, and
  // the agency answers in that language (docs/i18n.md#forms-and-leads).
  const language = `Language: ${languageText(lead.locale)}`;
  const text = [
    `${heading}. ${language}`,
    '',
    ...fields.map(({ label, value }) => `${label}:\n${indentedValue(value)}\n`),
  ].join('\n');
  const rows = [{ label: 'Language', value: languageText(lead.locale) }, ...fields]
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body><h1 style="font-size:18px">${escapeHtml(heading)}</h1>\n<table>\n${rows}\n</table></body></html>`;
  const email = lead.fields.email;
  const replyTo = typeof email === 'string' && validAddress.safeParse(email).success ? email : undefined;
  const domain = settings.from.split('@')[1];
  return {
    from: settings.from,
    to: [...settings.to],
    envelope: { from: settings.from, to: [...settings.to] },
    ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
    subject: subjectOf(lead),
    // The same id on every retry lets mail clients fold a resent copy into the first.
    messageId: `<lead-${lead.id}@${domain}>`,
    text,
    html,
  };
}

/** Sends each lead to LEADS_EMAIL_TO over SMTP_URL; rejects on any refusal, so the job is retried. */
export function createEmailSender(settings: EmailSettings) {
  // URL options (secure, tls.*, timeouts) override the defaults, as nodemailer documents.
  const transport = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(lead: Lead): Promise<void> {
      await transport.sendMail(composeLeadEmail(lead, settings));
    },
    close: () => transport.close(),
  };
}
