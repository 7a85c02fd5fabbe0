import { revalidateTag } from 'next/cache';
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/config/env';
import { handle, HttpError, jsonResponse } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/json-body';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { parseWith } from '@/lib/http/validate';
import { cacheTags, revalidateSchema } from '@/lib/validation/revalidate';

export const runtime = 'nodejs';

const REVALIDATE_BODY_LIMIT = 4 * 1024;

// Hashing first gives equal lengths, so the comparison leaks neither content nor length.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Editors refresh cached content: `Authorization: Bearer <REVALIDATE_TOKEN>`, body `{tags?}`. */
export function POST(request: Request): Promise<Response> {
  return handle(async () => {
    rejectCrossSite(request);
    const expected = serverEnv().REVALIDATE_TOKEN;
    const given = request.headers
      .get('authorization')
      ?.match(/^Bearer\s+(\S.*)$/i)?.[1]
      ?.trim();
    if (!expected || !given || !sameSecret(given, expected)) {
      throw new HttpError(401, 'A valid revalidation token is required.', undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    const body = await readJsonBody(request, { maxBytes: REVALIDATE_BODY_LIMIT, optional: true });
    const { tags } = parseWith(revalidateSchema, body === undefined ? {} : body);
    const refreshed = [...new Set(tags ?? cacheTags)];
    // Editors expect their change on the next request, so stale content is never served after this.
    for (const tag of refreshed) revalidateTag(tag, { expire: 0 });
    return jsonResponse({ revalidated: refreshed });
  });
}
