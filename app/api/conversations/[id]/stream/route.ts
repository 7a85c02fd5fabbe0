import { isEventId } from '@/lib/events/types';
import { isConversationId } from '@/lib/http/conversation-id';
import { handle, HttpError } from '@/lib/http/errors';
import { refuseWhileDraining } from '@/lib/http/service-gate';
import { sseResponse } from '@/lib/http/sse';
import { acquireStreamSlot } from '@/lib/http/stream-slots';
import { getProvider } from '@/lib/provider';
import { NotFoundError } from '@/lib/provider/types';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/**
 * The conversation's events as SSE. Opening waits for the provider, so an unknown id is a 404 and
 * a failing provider a 502 before any event is sent; the browser leaving aborts the provider side.
 * While the server shuts down, new streams get 503 with Retry-After.
 * Each client may hold STREAMS_PER_CLIENT streams open at once. A browser reconnecting with
 * Last-Event-ID gets the events after that one, on whichever instance it reaches.
 */
export function GET(request: Request, context: Context): Promise<Response> {
  return handle(async () => {
    refuseWhileDraining();
    const { id } = await context.params;
    if (!isConversationId(id)) throw new NotFoundError(`Malformed conversation id ${id}`);
    // Browsers send no header, rather than an empty one, before they have seen an id.
    const lastEventId = request.headers.get('last-event-id') || undefined;
    if (lastEventId !== undefined && !isEventId(lastEventId)) {
      throw new HttpError(400, 'Last-Event-ID must be an event id such as 1700000000000-0.');
    }
    const release = acquireStreamSlot(request);
    const abort = new AbortController();
    abort.signal.addEventListener('abort', release, { once: true });
    const onClientGone = () => abort.abort();
    if (request.signal.aborted) onClientGone();
    else request.signal.addEventListener('abort', onClientGone, { once: true });
    abort.signal.addEventListener('abort', () => request.signal.removeEventListener('abort', onClientGone), {
      once: true,
    });
    try {
      return sseResponse(await getProvider().openStream(id, abort.signal, lastEventId), abort);
    } catch (error) {
      abort.abort();
      throw error;
    }
  });
}
