import 'server-only';
import { isConversationId } from '@/lib/validation/conversation-id';
import { HttpError } from './errors';

export type HistoryQuery = { limit: number; before?: string };

/** The most a history response body may hold, in bytes (docs/behaviour.md#server-limits). */
export const HISTORY_PAGE_MAX_BYTES = 256 * 1024;
/** `{"messages":[…],"hasMore":false}` around the messages. */
const ENVELOPE_BYTES = 64;

type HistoryMessage = { id: string; content: string };

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

/**
 * One response page from what the store gave for `limit + 1` messages and HISTORY_PAGE_MAX_BYTES
 * of content (oldest first): the newest messages whose JSON fits in HISTORY_PAGE_MAX_BYTES and the
 * count, the newest always (a single message is far below the bound), and whether older ones
 * remain, to be fetched with `before` = the first message's id.
 */
export function historyPage<T extends HistoryMessage>(rows: T[], limit: number): { messages: T[]; hasMore: boolean } {
  let bytes = ENVELOPE_BYTES;
  let start = rows.length;
  while (start > 0 && rows.length - start < limit) {
    const size = Buffer.byteLength(JSON.stringify(rows[start - 1])) + 1;
    if (start < rows.length && bytes + size > HISTORY_PAGE_MAX_BYTES) break;
    bytes += size;
    start--;
  }
  return { messages: rows.slice(start), hasMore: start > 0 };
}
