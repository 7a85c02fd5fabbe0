/**
 * What a journalist needs around a press release's text (docs/behaviour.md#release-fields): where
 * and when it was issued, whom to call, the company boilerplate, images with their credit, and for
 * Web3 / fintech releases the token facts and a risk note. Part of the article front matter, so
 * `content:check` and the back-office editor (built from the schema) validate them too.
 */
import { z } from 'zod';

const text = (min: number, max: number) =>
  z.string().trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Written with its offset ("2026-11-20T09:00:00+09:00"). Unquoted, as the back office's YAML
// writer leaves it, YAML makes it a Date: the same instant, kept in UTC; the dateline is shown in
// its `timeZone` either way.
const localTime = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value.trim()))
  .pipe(z.iso.datetime({ offset: true, message: 'must be a local time with its offset, e.g. 2026-11-20T09:00:00+09:00' }));

const dateline = z.object({
  city: text(2, 60),
  /** The local time of issue with its offset. */
  time: localTime,
  /** The IANA zone the time is shown in, e.g. Asia/Seoul. */
  timeZone: z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as Asia/Seoul'),
});

// Handles for the messaging apps Asian newsrooms work in; letters, digits and . _ - + only, so a
// handle can never become markup or a link to somewhere else.
const handle = z
  .string()
  .trim()
  .max(64, 'must be at most 64 characters')
  .regex(/^@?[\w.+-]+$/, 'may hold letters, digits and . _ - + only')
  .optional();

const contact = z.object({
  name: text(2, 80),
  role: text(2, 80),
  email: z.email('must be an e-mail address'),
  phone: z
    .string()
    .trim()
    .regex(/^\+[\d ()-]{6,24}$/, 'must be an international number starting with +, e.g. +82 2 555 0142'),
  telegram: handle,
  line: handle,
  kakaotalk: handle,
  zalo: handle,
  wechat: handle,
});

// A site path ("/media/…") or an https address; never another scheme.
const fileRef = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/, 'must be a site path starting with / or an https:// address');

const image = z.object({
  src: fileRef,
  /** The high-resolution original for print. */
  original: fileRef.optional(),
  alt: text(3, 200),
  caption: optionalText(300),
  credit: optionalText(120),
  /** Where the terms of use are written: a site path or an https address. */
  licence: fileRef.optional(),
});

const token = z.object({
  ticker: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,12}$/, 'must be 2 to 12 capital letters or digits'),
  chain: text(2, 40),
  contractAddress: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{8,128}$/, 'must be the address as the chain writes it')
    .optional(),
  audit: z.url({ protocol: /^https$/, message: 'must be an https:// address' }).optional(),
});

export const releaseFields = {
  dateline: dateline.optional(),
  contacts: z.array(contact).max(6, 'must list at most 6 contacts').optional(),
  /** "About Kairo PR" in the release's own language. */
  boilerplate: z.object({ heading: text(5, 80), text: text(40, 1500) }).optional(),
  images: z.array(image).max(20, 'must list at most 20 images').optional(),
  token: token.optional(),
  /** Forward-looking statements and the risks of a token or financial product. */
  riskNote: text(40, 1500).optional(),
};

export type ReleaseContact = z.infer<typeof contact>;
export type ReleaseImage = z.infer<typeof image>;
