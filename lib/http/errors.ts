import 'server-only';
import { createTranslator } from 'next-intl';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { providerErrorKind } from '@/lib/conversations/provider';
import type { FieldErrors } from '@/lib/validation/field-errors';
import { localizeFields, localizeMessage, type MessageValues, type TranslateMessage } from '@/lib/validation/message-keys';

/**
 * The entry of the Errors catalogue (messages/<locale>/Errors.json) a refusal is worded by in other
 * languages; the English message stays the one the code writes, so English answers never change.
 */
type ErrorText = { key: string; values?: MessageValues };

/** An answer the handler chose on purpose (bad input, rate limit, auth); its message is for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly text?: ErrorText,
  ) {
    super(message);
  }
}

type ErrorBody = { error: string; fields?: FieldErrors };

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

type ErrorAnswer = { status: number; body: ErrorBody; headers?: Record<string, string> };

/**
 * Maps anything a handler or form action throws to a status and an `{error}`, in the visitor's
 * language when the submission named one (docs/i18n.md#forms-and-leads). Provider and unexpected
 * errors get a generic text: their messages and stacks go to the server log, never to the browser.
 */
export function errorAnswer(error: unknown, locale: Locale = defaultLocale): ErrorAnswer {
  const answer = englishAnswer(error);
  if (locale === defaultLocale) return answer;
  const errors = translator(locale, 'Errors');
  const validation = translator(locale, 'Validation');
  const text = error instanceof HttpError ? error.text : GENERIC_TEXTS.get(answer.body.error);
  const body: ErrorBody = {
    error: text ? errors(text.key, text.values) : localizeMessage(answer.body.error, validation),
  };
  if (answer.body.fields) body.fields = localizeFields(answer.body.fields, validation) as FieldErrors;
  return { ...answer, body };
}

/** A catalogue namespace's `t`, keyed by plain strings: the keys come from the codes above, not from types. */
function translator(locale: Locale, namespace: 'Errors' | 'Validation'): TranslateMessage {
  return createTranslator({ locale, messages: messagesFor(locale), namespace }) as unknown as TranslateMessage;
}

const GENERIC = {
  notFound: 'This conversation does not exist.',
  busy: 'The assistant is still answering the previous message. Please wait for the reply.',
  timeout: 'The service took too long to answer. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
};
const GENERIC_TEXTS = new Map<string, ErrorText>(Object.entries(GENERIC).map(([key, text]) => [text, { key }]));

function englishAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const body: ErrorBody = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
    return { status: error.status, body, headers: error.headers };
  }
  const kind = providerErrorKind(error);
  if (kind === 'not-found') {
    return { status: 404, body: { error: GENERIC.notFound } };
  }
  if (kind === 'unsupported-purpose') {
    const purpose = String((error as { purpose?: unknown }).purpose);
    return { status: 400, body: { error: `Conversations with purpose "${purpose}" are not available yet.` } };
  }
  if (kind === 'conversation-busy') {
    return {
      status: 409,
      body: { error: GENERIC.busy },
    };
  }
  if (kind === 'conversation-full') {
    return { status: 413, body: { error: (error as Error).message } };
  }
  if (kind === 'provider-timeout') {
    console.error('[api] provider timed out:', (error as Error).message);
    return { status: 504, body: { error: GENERIC.timeout } };
  }
  if (kind === 'provider') {
    console.error('[api] provider failed:', (error as Error).message, (error as Error).cause ?? '');
    return { status: 502, body: { error: GENERIC.unavailable } };
  }
  console.error('[api] unexpected error:', error);
  return { status: 500, body: { error: GENERIC.unexpected } };
}

export function errorResponse(error: unknown, locale: Locale = defaultLocale): Response {
  const { status, body, headers } = errorAnswer(error, locale);
  return jsonResponse(body, status, headers);
}

/** Runs a handler body and turns whatever it throws into a proper answer. */
export async function handle(action: () => Promise<Response>): Promise<Response> {
  try {
    return await action();
  } catch (error) {
    return errorResponse(error);
  }
}
