/**
 * What staff send to the leads inbox — the list's query parameters and the forms of a lead's page
 * and the privacy page — parsed with zod at the boundary, so the stores only ever see valid values.
 */
import { z } from 'zod';
import { emailField } from '@/lib/validation/fields';
import { LEAD_SEARCH_MAX_CHARS, LEAD_STATUSES, SUBMISSION_KINDS, type LeadFilter } from '@/lib/store/lead-store';
import type { ConversationPurpose } from '@/lib/conversations/agent';

export const NOTE_MAX_CHARS = 4000;

// Control characters have no place in a search or a note, and Postgres text cannot hold U+0000.
const hasControl = (text: string) => [...text].some((char) => char < ' ' && char !== '\n' && char !== '\t');

const leadId = z.coerce
  .number({ error: 'A lead id is a whole number.' })
  .int('A lead id is a whole number.')
  .positive('A lead id is a whole number.')
  .max(Number.MAX_SAFE_INTEGER, 'A lead id is a whole number.');

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    const first = single(value);
    return first === '' ? undefined : first;
  }, schema.optional());

const leadListQuery = z.object({
  kind: optional(z.enum(SUBMISSION_KINDS, { error: `source must be one of ${SUBMISSION_KINDS.join(', ')}.` })),
  status: optional(z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` })),
  q: optional(
    z
      .string()
      .trim()
      .max(LEAD_SEARCH_MAX_CHARS, `A search can be at most ${LEAD_SEARCH_MAX_CHARS} characters.`)
      .refine((text) => !hasControl(text), 'A search cannot contain control characters.'),
  ),
  before: optional(leadId),
  after: optional(leadId),
});

export type LeadListQuery = { filter: LeadFilter; before?: number; after?: number };

/** The inbox's query parameters; a bad one is refused with its message, never passed on. */
export function parseLeadListQuery(
  params: Record<string, string | string[] | undefined>,
): { ok: true; value: LeadListQuery } | { ok: false; error: string } {
  const parsed = leadListQuery.safeParse(params);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { kind, status, q, before, after } = parsed.data;
  const filter: LeadFilter = {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(q ? { search: q } : {}),
  };
  return { ok: true, value: { filter, before, after } };
}

export const statusForm = z.object({
  id: leadId,
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` }),
});

export const noteForm = z.object({
  id: leadId,
  body: z
    .string({ error: 'Please write a note.' })
    .trim()
    .min(1, 'Please write a note.')
    .max(NOTE_MAX_CHARS, `A note can be at most ${NOTE_MAX_CHARS} characters.`)
    .refine((text) => !hasControl(text) && !text.includes('\r'), 'A note cannot contain control characters.'),
});

export const redeliverForm = z.object({
  id: leadId,
  channel: z.enum(['email', 'webhook'], { error: 'channel must be email or webhook.' }),
});

export const erasureLookupForm = z.object({ email: emailField });

export const erasureForm = z.object({
  email: emailField,
  confirm: z.literal('yes', { error: 'Tick the box to confirm the erasure.' }),
});

export const CONVERSATION_PURPOSES = ['chat', 'checker'] as const satisfies readonly ConversationPurpose[];

const conversationId = z.string().trim().min(1).max(100);

const conversationListQuery = z.object({
  purpose: optional(z.enum(CONVERSATION_PURPOSES, { error: 'purpose must be chat or checker.' })),
  before: optional(conversationId),
  after: optional(conversationId),
});

/** The transcripts list's query parameters. */
export function parseConversationListQuery(params: Record<string, string | string[] | undefined>) {
  const parsed = conversationListQuery.safeParse(params);
  return parsed.success
    ? ({ ok: true, value: parsed.data } as const)
    : ({ ok: false, error: parsed.error.issues[0].message } as const);
}
