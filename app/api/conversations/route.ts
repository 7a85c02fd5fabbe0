import { handle, jsonResponse } from '@/lib/http/errors';
import { FORM_BODY_LIMIT, readJsonBody } from '@/lib/http/json-body';
import { enforceRateLimit } from '@/lib/rate-limit/requests';
import { acceptWrite } from '@/lib/http/service-gate';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { parseWith } from '@/lib/http/validate';
import { getProvider } from '@/lib/provider';
import { conversationLocaleSchema } from '@/lib/conversations/locale';
import { conversationCreateSchema } from '@/lib/validation/conversation';

export const runtime = 'nodejs';

export function POST(request: Request): Promise<Response> {
  return handle(() =>
    acceptWrite(async () => {
      rejectCrossSite(request);
      const body = await readJsonBody(request, { maxBytes: FORM_BODY_LIMIT });
      await enforceRateLimit(request, 'conversations');
      const { purpose } = parseWith(conversationCreateSchema, body);
      const { locale } = parseWith(conversationLocaleSchema, body);
      const { conversationId } = await getProvider().createConversation(purpose, locale);
      return jsonResponse({ conversationId }, 201);
    }),
  );
}
