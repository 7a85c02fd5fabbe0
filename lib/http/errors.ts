import 'server-only';
import { providerErrorKind } from '@/lib/provider/types';
import type { FieldErrors } from '@/lib/validation/field-errors';

/** An answer the handler chose on purpose (bad input, rate limit, auth); its message is for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
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
 * Maps anything a handler or form action throws to a status and an `{error}`. Provider and
 * unexpected errors get a generic text: their messages and stacks go to the server log, never to
 * the browser.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const body: ErrorBody = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
    return { status: error.status, body, headers: error.headers };
  }
  const kind = providerErrorKind(error);
  if (kind === 'not-found') {
    return { status: 404, body: { error: 'This conversation does not exist.' } };
  }
  if (kind === 'unsupported-purpose') {
    const purpose = String((error as { purpose?: unknown }).purpose);
    return { status: 400, body: { error: `Conversations with purpose "${purpose}" are not available yet.` } };
  }
  if (kind === 'conversation-busy') {
    return {
      status: 409,
      body: { error: 'The assistant is still answering the previous message. Please wait for the reply.' },
    };
  }
  if (kind === 'conversation-full') {
    return { status: 413, body: { error: (error as Error).message } };
  }
  if (kind === 'provider-timeout') {
    console.error('[api] provider timed out:', (error as Error).message);
    return { status: 504, body: { error: 'The service took too long to answer. Please try again.' } };
  }
  if (kind === 'provider') {
    console.error('[api] provider failed:', (error as Error).message, (error as Error).cause ?? '');
    return { status: 502, body: { error: 'The service is temporarily unavailable. Please try again.' } };
  }
  console.error('[api] unexpected error:', error);
  return { status: 500, body: { error: 'Something went wrong. Please try again.' } };
}

export function errorResponse(error: unknown): Response {
  const { status, body, headers } = errorAnswer(error);
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
