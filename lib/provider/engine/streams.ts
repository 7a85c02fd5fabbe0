import 'server-only';
import { ProviderError } from '@/lib/conversations/provider';
import { requireConversation, type EngineState } from './state';

function countStream(openStreams: Map<string, number>, conversationId: string, signal: AbortSignal): void {
  openStreams.set(conversationId, (openStreams.get(conversationId) ?? 0) + 1);
  signal.addEventListener(
    'abort',
    () => {
      const left = (openStreams.get(conversationId) ?? 1) - 1;
      if (left > 0) openStreams.set(conversationId, left);
      else openStreams.delete(conversationId);
    },
    { once: true },
  );
}

/** The conversation's events from `after` on, counted as an open stream until the signal aborts. */
export async function openStream(state: EngineState, conversationId: string, signal: AbortSignal, after?: string) {
  await requireConversation(state, conversationId);
  let stream;
  try {
    stream = await state.events.subscribe(conversationId, { signal, after });
  } catch (error) {
    throw new ProviderError('The conversation events are unavailable.', { cause: error });
  }
  if (!signal.aborted) countStream(state.openStreams, conversationId, signal);
  return stream;
}
