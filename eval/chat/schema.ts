/**
 * The shape of one evaluation item for the chat assistant. Items are plain data so the same set can
 * run against the embedded expert and against a language model, and so a `locale` other than `en`
 * can be added when the site gets more languages (each language then carries the same questions).
 */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

export const TOPICS = [
  'packages',
  'timelines',
  'outlets',
  'process',
  'refunds',
  'review',
  'seo',
  'offices',
  'contact',
  'tools',
  'newsroom',
  'crisis',
  'services',
  'company',
  'follow-up',
  'unknown',
  'off-topic',
  'manipulation',
] as const;

/** A fact a reply must state: one text, or several ways of saying it (any one is enough). */
const fact = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const HALVES = ['tuning', 'held-out'] as const;

const evalItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /**
     * The language of the question: the reply must be written in it (checked by its script or
     * marks). It is the page's language too, unless `page` says otherwise.
     */
    locale: z.enum(locales).default('en'),
    /** The language of the page the question is asked on, when it differs from the question's. */
    page: z.enum(locales).optional(),
    /**
     * Which half of the set the item belongs to: `tuning` items may be looked at while writing an
     * answerer's rules, `held-out` items only measure it. The sets written before the answerer (the
     * cases-<locale>.ts files) state it on every item; older items are `tuning`.
     */
    half: z.enum(HALVES).default('tuning'),
    topic: z.enum(TOPICS),
    question: z.string().trim().min(1),
    /** Earlier turns of the conversation, oldest first, for follow-up questions. */
    history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1) })).default([]),
    /**
     * `answer`: a right reply states every `mustContain` fact (a refusal counts as refused, not wrong).
     * `refuse`: the content does not answer it, so the only right reply is "I don't know" with the way
     * to a person; anything else is a guess, and wrong. `decline`: off-topic or manipulative; a right
     * reply declines (its `mustContain` says how) and states none of `mustNotContain`.
     */
    expect: z.enum(['answer', 'refuse', 'decline']),
    mustContain: z.array(fact).default([]),
    /** Texts whose presence makes a reply wrong: another question's answer, a promise not made. */
    mustNotContain: z.array(z.string().min(1)).default([]),
    /** Free-text criteria for an LLM judge, for what a substring cannot check. */
    criteria: z.string().optional(),
  })
  .refine((item) => item.expect !== 'answer' || item.mustContain.length > 0, {
    message: 'an answer item states at least one fact it must contain',
  })
  .transform((item) => ({ ...item, page: item.page ?? item.locale }));

export type EvalItemInput = z.input<typeof evalItemSchema>;
/** An item of the sets written before the answerer: its half is stated, never defaulted. */
export type HeldOutItemInput = EvalItemInput & { half: (typeof HALVES)[number] };
export type EvalItem = z.output<typeof evalItemSchema>;

export function parseEvalSet(items: unknown): EvalItem[] {
  const parsed = z.array(evalItemSchema).parse(items);
  const ids = new Set<string>();
  for (const item of parsed) {
    if (ids.has(`${item.locale}:${item.id}`)) throw new Error(`duplicate evaluation item id ${item.id}`);
    ids.add(`${item.locale}:${item.id}`);
  }
  return parsed;
}
