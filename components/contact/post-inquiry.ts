import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import type { InquiryRequest } from '@/lib/validation/inquiry';
import { INQUIRY_ENDPOINT } from './messages';
import type { FieldErrors } from './use-inquiry-draft';

/** Reads `{ fields }` from an error answer, if the server sent any. */
async function serverFieldErrors(response: Response): Promise<FieldErrors> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
      return Object.fromEntries(
        Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  } catch {
    // A non-JSON error answer carries no field messages; the toast is enough.
  }
  return {};
}

/**
 * Sends the inquiry to the API as JSON. A refusal hands the server's field messages (if any) to
 * `onRefused` and throws.
 */
export async function postInquiry(
  values: InquiryRequest,
  locale: Locale,
  decoy: string,
  onRefused: (errors: FieldErrors) => void,
): Promise<void> {
  const body: InquiryRequest = {
    name: values.name.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // English is what a body without a locale means, so an English page sends none.
    body: JSON.stringify({ ...body, ...(locale === defaultLocale ? {} : { locale }), [HONEYPOT_FIELD]: decoy }),
  });
  if (!response.ok) {
    onRefused(await serverFieldErrors(response));
    throw new Error(`Inquiry answered ${response.status}`);
  }
}
