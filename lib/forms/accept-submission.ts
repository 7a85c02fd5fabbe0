import 'server-only';
import type { z } from 'zod';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { isHoneypotFilled } from '@/lib/validation/honeypot';
import type { HasHeaders } from '@/lib/http/client-key';
import { errorResponse, HttpError, jsonResponse } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/json-body';
import { enforceRateLimit } from '@/lib/rate-limit/requests';
import { acceptWrite } from '@/lib/http/service-gate';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { parseWith } from '@/lib/http/validate';

export type SubmissionRoute<T extends z.ZodType> = {
  schema: T;
  maxBytes: number;
  /** Extra guards on the valid data (e.g. the suspicious-input rule); throw an HttpError to refuse. */
  guard?: (data: z.infer<T>) => void;
  /** Stores the submission with the language the visitor used the site in. */
  submit: (data: z.infer<T>, locale: Locale) => Promise<void>;
};

/** Where a submission comes from: the request's headers, and its body read on demand. */
export type SubmissionSource = HasHeaders & { readBody: () => Promise<unknown> };

/** The language a refusal is worded in: English until the body has named a valid one. */
export type SubmissionContext = { locale: Locale };

const UNKNOWN_LOCALE = `locale must be one of: ${locales.join(', ')}.`;

/** The body's optional `locale` (docs/i18n.md#forms-and-leads): absent is English, anything else unknown is refused. */
function submissionLocale(body: unknown): Locale {
  const value = typeof body === 'object' && body !== null ? (body as { locale?: unknown }).locale : undefined;
  if (value === undefined) return defaultLocale;
  if (isLocale(value)) return value;
  throw new HttpError(400, UNKNOWN_LOCALE, { locale: UNKNOWN_LOCALE });
}

/**
 * A form or tool submission, whether a route handler's JSON or a server action's form data:
 * shutdown gate → same-site check → body → honeypot → locale → rate limit → validate → guard →
 * provider. Resolves once the provider has stored (or accepted) it; any refusal is thrown as an
 * HttpError, and `context.locale` says which language to word it in. The honeypot is checked before
 * anything else in the body so a bot gets the same success whatever else it sent.
 */
export async function acceptSubmission<T extends z.ZodType>(
  source: SubmissionSource,
  route: SubmissionRoute<T>,
  context: SubmissionContext = { locale: defaultLocale },
): Promise<void> {
  await acceptWrite(async () => {
    rejectCrossSite(source);
    const body = await source.readBody();
    if (isHoneypotFilled(body)) return;
    context.locale = submissionLocale(body);
    await enforceRateLimit(source, 'forms');
    const data = parseWith(route.schema, body);
    route.guard?.(data);
    await route.submit(data, context.locale);
  });
}

/** A form or tool POST with a JSON body: `{ ok: true }` only after the submission is stored. */
export async function handleSubmission<T extends z.ZodType>(request: Request, route: SubmissionRoute<T>): Promise<Response> {
  const context: SubmissionContext = { locale: defaultLocale };
  try {
    await acceptSubmission(
      { headers: request.headers, readBody: () => readJsonBody(request, { maxBytes: route.maxBytes }) },
      route,
      context,
    );
    return jsonResponse({ ok: true });
  } catch (error) {
    return errorResponse(error, context.locale);
  }
}
