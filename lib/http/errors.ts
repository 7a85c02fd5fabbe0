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

/**
 * Maps anything a handler throws to a status and a JSON `{error}`. Provider and unexpected errors
 * get a generic text: their messages and stacks go to the server log, never to the browser.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body: ErrorBody = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
    return jsonResponse(body, error.status, error.headers);
  }
  const kind = providerErrorKind(error);
  if (kind === 'not-found') {
    return jsonResponse({ error: 'This conversation does not exist.' }, 404);
  }
  if (kind === 'unsupported-purpose') {
    const purpose = String((error as { purpose?: unknown }).purpose);
    return jsonResponse({ error: `Conversations with purpose "${purpose}" are not available yet.` }, 400);
  }
  if (kind === 'conversation-busy') {
    return jsonResponse({ error: 'The assistant is still answering the previous message. Please wait for the reply.' }, 409);
  }
  if (kind === 'conversation-full') {
    return jsonResponse({ error: (error as Error).message }, 413);
  }
  if (kind === 'provider-timeout') {
    console.error('[api] provider timed out:', (error as Error).message);
    return jsonResponse({ error: 'The service took too long to answer. Please try again.' }, 504);
  }
  if (kind === 'provider') {
    console.error('[api] provider failed:', (error as Error).message, (error as Error).cause ?? '');
    return jsonResponse({ error: 'The service is temporarily unavailable. Please try again.' }, 502);
  }
  console.error('[api] unexpected error:', error);
  return jsonResponse({ error: 'Something went wrong. Please try again.' }, 500);
}

/** Runs a handler body and turns whatever it throws into a proper answer. */
export async function handle(action: () => Promise<Response>): Promise<Response> {
  try {
    return await action();
  } catch (error) {
    return errorResponse(error);
  }
}
