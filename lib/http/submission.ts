import 'server-only';
import type { z } from 'zod';
import { isHoneypotFilled } from '@/lib/validation/honeypot';
import type { HasHeaders } from './client-key';
import { handle, jsonResponse } from './errors';
import { readJsonBody } from './json-body';
import { enforceRateLimit } from './rate-limit';
import { acceptWrite } from './service-gate';
import { rejectCrossSite } from './same-origin';
import { parseWith } from './validate';

export type SubmissionRoute<T extends z.ZodType> = {
  schema: T;
  maxBytes: number;
  /** Extra guards on the valid data (e.g. the suspicious-input rule); throw an HttpError to refuse. */
  guard?: (data: z.infer<T>) => void;
  submit: (data: z.infer<T>) => Promise<void>;
};

/** Where a submission comes from: the request's headers, and its body read on demand. */
export type SubmissionSource = HasHeaders & { readBody: () => Promise<unknown> };

/**
 * A form or tool submission, whether a route handler's JSON or a server action's form data:
 * shutdown gate → same-site check → body → honeypot → rate limit → validate → guard → provider.
 * Resolves once the provider has stored (or accepted) it; any refusal is thrown as an HttpError.
 * The honeypot is checked before validation so a bot gets the same success whatever else it sent.
 */
export async function acceptSubmission<T extends z.ZodType>(
  source: SubmissionSource,
  route: SubmissionRoute<T>,
): Promise<void> {
  await acceptWrite(async () => {
    rejectCrossSite(source);
    const body = await source.readBody();
    if (isHoneypotFilled(body)) return;
    await enforceRateLimit(source, 'forms');
    const data = parseWith(route.schema, body);
    route.guard?.(data);
    await route.submit(data);
  });
}

/** A form or tool POST with a JSON body: `{ ok: true }` only after the submission is stored. */
export function handleSubmission<T extends z.ZodType>(request: Request, route: SubmissionRoute<T>): Promise<Response> {
  return handle(async () => {
    await acceptSubmission(
      { headers: request.headers, readBody: () => readJsonBody(request, { maxBytes: route.maxBytes }) },
      route,
    );
    return jsonResponse({ ok: true });
  });
}
