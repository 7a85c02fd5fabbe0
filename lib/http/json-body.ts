import 'server-only';
import { HttpError } from './errors';

/** Body limits: forms hold a few short fields; tools carry a long press release (20,000 characters). */
export const FORM_BODY_LIMIT = 16 * 1024;
export const TOOL_BODY_LIMIT = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

type Options = { maxBytes: number; optional?: boolean };

/**
 * Reads and parses a JSON body: wrong content type 415, over the limit 413 (checked against the
 * declared length first, then while reading, so a lying or missing length cannot get past it),
 * malformed 400. With `optional`, an empty body gives undefined.
 */
export async function readJsonBody(request: Request, { maxBytes, optional = false }: Options): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const contentType = request.headers.get('content-type');
  if (contentType !== null && !JSON_TYPE.test(contentType)) throw unsupportedType();

  const bytes = await readLimited(request, maxBytes);
  if (bytes.length === 0) {
    if (optional) return undefined;
    throw new HttpError(400, 'The request body is empty; send a JSON object.');
  }
  if (contentType === null) throw unsupportedType();

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8 text.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

export function tooLarge(maxBytes: number): HttpError {
  const kilobytes = Math.round(maxBytes / 1024);
  return new HttpError(413, `The request body is larger than ${kilobytes} kB.`, undefined, undefined, {
    key: 'tooLarge',
    values: { kilobytes },
  });
}

function unsupportedType(): HttpError {
  return new HttpError(415, 'Send the request body as JSON with Content-Type: application/json.');
}

export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The request body could not be read.');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
