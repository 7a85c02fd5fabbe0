/**
 * What each editor-facing content file must contain, as zod schemas. Texts may use the placeholders
 * {{brand}}, {{email}}, {{inquiryReplyHours}}, {{discoveryCallMinutes}} and {{publicationDays}}, filled
 * from `lib/config/site.ts` so a site fact changed there changes every page.
 */
import { z } from 'zod';
import { site } from '@/lib/config/site';
import { CONTENT_LINK_RULE, isContentLink } from '@/lib/links/content-link';

const SITE_FACTS: Record<string, string> = {
  brand: site.brand,
  email: site.email,
  inquiryReplyHours: String(site.inquiryReplyHours),
  discoveryCallMinutes: String(site.discoveryCallMinutes),
  publicationDays: site.publicationDays,
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Non-empty text with its site-fact placeholders filled; an unknown placeholder is an error. */
const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!(name in SITE_FACTS)) {
        ctx.addIssue({
          code: 'custom',
          message: `uses the unknown placeholder {{${name}}}; known: ${Object.keys(SITE_FACTS)
            .map((k) => `{{${k}}}`)
            .join(', ')}`,
        });
      }
    }
  })
  .transform((value) => value.replace(PLACEHOLDER, (_, name: string) => SITE_FACTS[name]));

const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list') });

const id = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** Ids must be unique within a list: pages use them as anchors and React keys. */
function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${item.id}" is used twice` });
    seen.add(item.id);
  });
}

const faqItemSchema = z.strictObject({
  id,
  question: text,
  answer: text,
  link: z.strictObject({ href: text.refine(isContentLink, CONTENT_LINK_RULE), label: text }).optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = list(faqItemSchema).min(1, 'must hold at least one question').superRefine(uniqueIds);

export const aboutSchema = z.strictObject({
  mission: z.strictObject({ heading: text, text }),
  values: list(z.strictObject({ title: text, description: text })).min(1, 'must hold at least one value'),
  founder: z.strictObject({
    name: text,
    title: text,
    initials: text,
    location: text,
    bio: list(text).min(1, 'must hold at least one paragraph'),
    highlights: list(text),
  }),
  vision: z.strictObject({ heading: text, text }),
});
export type Founder = z.infer<typeof aboutSchema>['founder'];

export const contactSchema = z.strictObject({
  whatToExpect: list(z.strictObject({ title: text, text })).min(1, 'must hold at least one step'),
  faq: list(faqItemSchema).superRefine(uniqueIds),
});

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
const calendarDay = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'is not a day of the calendar');

/** The policy and the day it last changed, which the page shows as "Last Updated" (docs/behaviour.md#privacy-policy). */
export const privacySchema = z.strictObject({
  updated: calendarDay,
  sections: list(
    z.strictObject({
      id,
      title: text,
      paragraphs: list(text).min(1, 'must hold at least one paragraph'),
      items: list(z.strictObject({ term: text.optional(), text })).optional(),
      closing: list(text).optional(),
    }),
  )
    .min(1, 'must hold at least one section')
    .superRefine(uniqueIds),
});

export const testimonialsSchema = list(
  z.strictObject({ quote: text, name: text, title: text, company: text, initials: text }),
).min(1, 'must hold at least one testimonial');
export type Testimonial = z.infer<typeof testimonialsSchema>[number];

export const statsSchema = list(
  z.strictObject({
    id,
    value: z.number({ error: 'must be a number' }).int('must be a whole number').nonnegative('must not be negative'),
    suffix: z.string({ error: 'must be text (may be empty)' }),
    label: text,
  }),
)
  .min(1, 'must hold at least one figure')
  .superRefine(uniqueIds);
export type Stat = z.infer<typeof statsSchema>[number];

export const packagesSchema = list(
  z.strictObject({
    id,
    name: text,
    price: z.number({ error: 'must be a number (USD, no $ sign)' }).positive('must be above zero'),
    description: text,
    features: list(text).min(1, 'must hold at least one feature'),
    popular: z.boolean({ error: 'must be true or false' }).optional(),
    premium: z.boolean({ error: 'must be true or false' }).optional(),
  }),
)
  .min(1, 'must hold at least one package')
  .superRefine(uniqueIds);
export type PricingPackage = z.infer<typeof packagesSchema>[number];

const PR_MODE_IDS = ['launch', 'investor', 'crisis'] as const;
export const prModesSchema = list(
  z.strictObject({
    id: z.enum(PR_MODE_IDS, { error: `must be one of: ${PR_MODE_IDS.join(', ')}` }),
    title: text,
    timeline: text,
    summary: text,
    bullets: list(text),
  }),
).superRefine(uniqueIds);
export type PrMode = z.infer<typeof prModesSchema>[number];

const PUBLICATION_STYLES = ['serif', 'sans', 'mono', 'condensed', 'italic', 'caps'] as const;
export const publicationsSchema = list(
  z.strictObject({
    name: text,
    kind: text,
    style: z.enum(PUBLICATION_STYLES, { error: `must be one of: ${PUBLICATION_STYLES.join(', ')}` }),
  }),
);
export type Publication = z.infer<typeof publicationsSchema>[number];
