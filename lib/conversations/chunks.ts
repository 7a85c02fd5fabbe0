/**
 * The stream's event shape: a subset of the AI SDK UI-message chunk types, shared by the embedded
 * agents, the LLM back end, the remote relay and the browser's parser.
 */
import { z } from 'zod';

const streamChunkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text-delta'), id: z.string(), delta: z.string() }),
  z.object({ type: z.literal('finish'), id: z.string().optional() }),
  z.object({ type: z.literal('error'), errorText: z.string(), id: z.string().optional() }),
]);

export type StreamChunk = z.infer<typeof streamChunkSchema>;

/** One SSE frame for a chunk, with its event id when it has one (ids are checked, never visitor text). */
export function toSseFrame(chunk: StreamChunk, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(chunk)}\n\n`;
}

/** Parses the JSON of one SSE `data:` line; null for anything that is not a known chunk. */
export function parseChunk(data: string): StreamChunk | null {
  try {
    const parsed = streamChunkSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
