import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors';

// Hashing first gives equal lengths, so the comparison leaks neither content nor length.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Refuses with 401 unless `Authorization: Bearer <expected>`; an unset token refuses everyone. */
export function requireBearer(request: Request, expected: string | undefined, what: string): void {
  const given = request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(\S.*)$/i)?.[1]
    ?.trim();
  if (!expected || !given || !sameSecret(given, expected)) {
    throw new HttpError(401, `A valid ${what} token is required.`, undefined, { 'www-authenticate': 'Bearer' });
  }
}
