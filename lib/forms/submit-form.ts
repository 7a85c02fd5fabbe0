import 'server-only';
import type { z } from 'zod';
import type { HasHeaders } from '@/lib/http/client-key';
import { errorAnswer } from '@/lib/http/errors';
import { tooLarge } from '@/lib/http/json-body';
import { acceptSubmission, type SubmissionContext, type SubmissionRoute } from '@/lib/forms/accept-submission';
import { defaultLocale } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import type { FormState } from './form-state';

type FormSubmission<T extends z.ZodType> = SubmissionRoute<T> & {
  /** The form's fields to read; anything else the post carries is ignored. */
  fields: readonly string[];
  /** Values the form does not carry but the schema needs (e.g. the chat's fixed goal). */
  fixed?: Record<string, string>;
};

/**
 * A server action's form post, through the same pipeline as the route handlers (acceptSubmission):
 * same shutdown gate, same-site rule, honeypot, rate limit (the client counted from the request's
 * headers as for a handler, lib/http/client-key.ts), validation and store. Refusals come back as a FormState rather
 * than thrown, so the page shows them; the values come back too, so nothing typed is lost.
 */
export async function submitForm<T extends z.ZodType>(
  request: HasHeaders,
  formData: FormData,
  form: FormSubmission<T>,
): Promise<FormState> {
  const values: Record<string, string> = {};
  for (const name of form.fields) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value.trim();
  }
  const decoy = formData.get(HONEYPOT_FIELD);
  // The page's language, from the form's hidden field; a post without one is English.
  const locale = formData.get('locale');
  const context: SubmissionContext = { locale: defaultLocale };
  try {
    await acceptSubmission(
      {
        headers: request.headers,
        readBody: async () => {
          const size = Object.values(values).reduce((total, value) => total + Buffer.byteLength(value), 0);
          if (size > form.maxBytes) throw tooLarge(form.maxBytes);
          return {
            ...values,
            ...form.fixed,
            [HONEYPOT_FIELD]: typeof decoy === 'string' ? decoy : '',
            ...(locale === null ? {} : { locale }),
          };
        },
      },
      form,
      context,
    );
    return { status: 'sent' };
  } catch (error) {
    const { body } = errorAnswer(error, context.locale);
    return { status: 'refused', error: body.error, fields: body.fields ?? {}, values };
  }
}
