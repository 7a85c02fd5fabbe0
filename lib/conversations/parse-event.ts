/**
 * The browser's reader of one SSE `data:` payload. It accepts exactly what `streamChunkSchema` in
 * `lib/conversations/chunks.ts` accepts (a test checks both agree) but without zod, which would otherwise
 * be most of the chat panel's and the checker's JavaScript.
 */
import type { StreamChunk } from '@/lib/conversations/chunks';

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

export function parseStreamEvent(data: string): StreamChunk | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'text-delta':
      return typeof event.id === 'string' && typeof event.delta === 'string'
        ? { type: 'text-delta', id: event.id, delta: event.delta }
        : null;
    case 'finish':
      if (!optionalString(event.id)) return null;
      return event.id === undefined ? { type: 'finish' } : { type: 'finish', id: event.id as string };
    case 'error':
      if (typeof event.errorText !== 'string' || !optionalString(event.id)) return null;
      return event.id === undefined
        ? { type: 'error', errorText: event.errorText }
        : { type: 'error', errorText: event.errorText, id: event.id as string };
    default:
      return null;
  }
}
