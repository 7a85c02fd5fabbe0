import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConversationBusyError,
  ConversationFullError,
  NotFoundError,
  ProviderError,
  ProviderTimeoutError,
  UnsupportedPurposeError,
} from '@/lib/conversations/provider';
import { errorResponse, HttpError } from './errors';

afterEach(() => vi.restoreAllMocks());

async function mapped(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = errorResponse(error);
  return { status: response.status, body: await response.json() };
}

/** The same error as thrown by a copy of the provider module loaded in another server bundle. */
function foreign(kind: string, extra: object = {}): Error {
  return Object.assign(new Error('from another bundle'), { providerErrorKind: kind }, extra);
}

describe('errorResponse', () => {
  it('answers an HttpError with its status, message, fields and headers', async () => {
    const response = errorResponse(new HttpError(429, 'Slow down.', undefined, { 'retry-after': '7' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({ error: 'Slow down.' });
    expect(await mapped(new HttpError(422, 'Bad email.', { email: 'Bad email.' }))).toEqual({
      status: 422,
      body: { error: 'Bad email.', fields: { email: 'Bad email.' } },
    });
  });

  it.each([
    [new NotFoundError('conversation x'), foreign('not-found'), 404, 'This conversation does not exist.'],
    [
      new UnsupportedPurposeError('checker'),
      foreign('unsupported-purpose', { purpose: 'checker' }),
      400,
      'Conversations with purpose "checker" are not available yet.',
    ],
    [
      new ProviderTimeoutError('GET /x timed out'),
      foreign('provider-timeout'),
      504,
      'The service took too long to answer. Please try again.',
    ],
    [
      new ProviderError('POST /forms/x answered 500: stack trace here'),
      foreign('provider'),
      502,
      'The service is temporarily unavailable. Please try again.',
    ],
  ])('maps %s (and its copy from another bundle) to %i with a generic text', async (local, copy, status, error) => {
    expect(await mapped(local)).toEqual({ status, body: { error } });
    expect(await mapped(copy)).toEqual({ status, body: { error } });
  });

  it('answers anything else with a 500 that reveals nothing', async () => {
    const { status, body } = await mapped(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Something went wrong. Please try again.' });
    expect((await mapped(foreign('made-up'))).status).toBe(500);
  });
});

describe('errorResponse for conversation limits', () => {
  it('answers a busy conversation with 409 and a full one with 413 and its own message', async () => {
    expect(await mapped(new ConversationBusyError('c1 is answering'))).toEqual({
      status: 409,
      body: { error: 'The assistant is still answering the previous message. Please wait for the reply.' },
    });
    expect(await mapped(new ConversationFullError('This conversation has reached its limit of 4 messages.'))).toEqual({
      status: 413,
      body: { error: 'This conversation has reached its limit of 4 messages.' },
    });
    expect((await mapped(foreign('conversation-busy'))).status).toBe(409);
  });
});
