import { serverEnv } from '@/lib/config/env';
import { clientKey } from '@/lib/http/client-key';
import { conversationIdFrom } from '@/lib/http/conversation-id';
import { handle, jsonResponse } from '@/lib/http/errors';
import { HISTORY_PAGE_MAX_BYTES, historyPage, parseHistoryQuery } from '@/lib/http/history-query';
import { readJsonBody, TOOL_BODY_LIMIT } from '@/lib/http/json-body';
import { enforceRateLimit } from '@/lib/rate-limit/requests';
import { acceptWrite } from '@/lib/http/service-gate';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { parseWith, rejectSuspicious } from '@/lib/http/validate';
import { getProvider } from '@/lib/provider';
import { isHoneypotFilled } from '@/lib/validation/honeypot';
import { messageSchema } from '@/lib/validation/message';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/**
 * The last messages of the stored history (`?limit=`, at most CONVERSATION_HISTORY_LIMIT, and at
 * most HISTORY_PAGE_MAX_BYTES), so a reload can restore a chat; `hasMore` says older ones exist,
 * fetched with `?before=<oldest id>`. Rate-limited per client. Always empty with the remote provider.
 */
export function GET(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    const id = await conversationIdFrom(context);
    const { limit, before } = parseHistoryQuery(new URL(request.url), serverEnv().CONVERSATION_HISTORY_LIMIT);
    await enforceRateLimit(request, 'history');
    const rows = await getProvider().listMessages(id, { limit: limit + 1, before, maxBytes: HISTORY_PAGE_MAX_BYTES });
    return jsonResponse(historyPage(rows, limit));
  });
}

/** Accepts a user message with 202; the reply arrives on the conversation's stream. */
export function POST(request: Request, context: Context): Promise<Response> {
  return handle(() =>
    acceptWrite(async () => {
      rejectCrossSite(request);
      const id = await conversationIdFrom(context);
      const body = await readJsonBody(request, { maxBytes: TOOL_BODY_LIMIT });
      if (isHoneypotFilled(body)) return jsonResponse({ accepted: true }, 202);
      await enforceRateLimit(request, 'messages');
      const { text } = parseWith(messageSchema, body);
      const provider = getProvider();
      if ((await provider.conversationPurpose(id)) === 'checker') {
        rejectSuspicious(text, 'text', 'Please provide a complete press release for accurate analysis.');
      }
      await provider.sendMessage(id, text, { client: clientKey(request) });
      return jsonResponse({ accepted: true }, 202);
    }),
  );
}
