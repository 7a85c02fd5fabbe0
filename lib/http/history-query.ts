import 'server-only';
import { isConversationId } from '@/lib/conversations/id';
import { HttpError } from './errors';

export type HistoryQuery = { limit: number; before?: string };

/**
 * `?limit=` (1 to `maxLimit`, default `maxLimit`) and `?before=<message id>` of a history request;
 * 400 with a readable message for anything else.
 */
export function parseHistoryQuery(url: URL, maxLimit: number): HistoryQuery {
  const rawLimit = url.searchParams.get('limit');
  let limit = maxLimit;
  if (rawLimit !== null) {
    limit = /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(limit >= 1 && limit <= maxLimit)) {
      throw new HttpError(400, `limit must be a whole number from 1 to ${maxLimit}.`);
    }
  }
  const before = url.searchParams.get('before') ?? undefined;
  if (before !== undefined && !isConversationId(before)) throw new HttpError(400, 'before must be a message id.');
  return { limit, before };
}
