import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import type { HasHeaders } from '@/lib/http/client-key';
import { errorAnswer } from '@/lib/http/errors';
import { tooLarge } from '@/lib/http/json-body';
import { acceptSubmission, type SubmissionContext } from '@/lib/forms/accept-submission';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { subscribeSchema, subscribeSubmission } from './subscribe';
import type { Preferences } from '@/lib/store/alert-store';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');
const all = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string').slice(0, 20);

/**
 * The subscribe form's post, through the inquiry form's pipeline (acceptSubmission: shutdown gate,
 * same-site rule, size, honeypot, per-client rate limit, validation, stored before the answer); the
 * per-address limit is in `subscribe`. The checkbox groups arrive as repeated fields.
 */
export async function submitSubscription(request: HasHeaders, formData: FormData): Promise<FormState> {
  const values = { email: text(formData.get('email')), frequency: text(formData.get('frequency')) || 'instant' };
  const languages = all(formData, 'languages');
  const topics = all(formData, 'topics');
  const locale = formData.get('locale');
  const context: SubmissionContext = { locale: defaultLocale };
  try {
    await acceptSubmission(
      {
        headers: request.headers,
        readBody: async () => {
          const size = Buffer.byteLength(JSON.stringify([values, languages, topics]));
          if (size > subscribeSubmission.maxBytes) throw tooLarge(subscribeSubmission.maxBytes);
          return {
            ...values,
            languages,
            topics,
            [HONEYPOT_FIELD]: text(formData.get(HONEYPOT_FIELD)),
            ...(locale === null ? {} : { locale }),
          };
        },
      },
      subscribeSubmission,
      context,
    );
    return { status: 'sent' };
  } catch (error) {
    const { body } = errorAnswer(error, context.locale);
    return { status: 'refused', error: body.error, fields: body.fields ?? {}, values: { ...values, languages: languages.join(','), topics: topics.join(',') } };
  }
}

/** Why a subscription was refused, as the form shows it again: a field to correct, or anything else. */
export const REFUSAL_REASONS = ['email', 'languages', 'topics', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * Where the subscribe form's answer is shown, in the form's language: the "check your inbox" page
 * (the same whether the address was new, pending or confirmed), or the form again with the reason.
 */
export function subscribeOutcomePath(state: FormState, locale: FormDataEntryValue | null): string {
  const on = isLocale(locale) ? locale : defaultLocale;
  if (state.status !== 'refused') return localizedPath('/alerts/sent', on);
  const reason = REFUSAL_REASONS.find((field) => field in state.fields) ?? 'other';
  return localizedPath(`/alerts/retry/${reason}`, on);
}

const preferencesSchema = subscribeSchema.pick({ languages: true, topics: true, frequency: true });

/** The manage page's choices, validated as the subscribe form's are; undefined when one is missing or unknown. */
export function readPreferences(formData: FormData): Preferences | undefined {
  const result = preferencesSchema.safeParse({
    languages: all(formData, 'languages'),
    topics: all(formData, 'topics'),
    frequency: text(formData.get('frequency')) || 'instant',
  });
  if (!result.success) return undefined;
  const { languages, topics, frequency } = result.data;
  return { languages: [...new Set(languages)], topics: [...new Set(topics)], frequency };
}
