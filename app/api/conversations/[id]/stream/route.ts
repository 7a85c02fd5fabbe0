import { conversationIdFrom } from '@/lib/http/conversation-id';
import { handle } from '@/lib/http/errors';
import { refuseWhileDraining } from '@/lib/http/service-gate';
import { lastEventIdOf, streamToClient } from '@/lib/http/sse';
import { acquireStreamSlot } from '@/lib/http/stream-slots';
import { getProvider } from '@/lib/provider';

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
    const id = await conversationIdFrom(context);
    const lastEventId = lastEventIdOf(request);
    const release = acquireStreamSlot(request);
    return streamToClient(request, (signal) => getProvider().openStream(id, signal, lastEventId), release);
  });
}
