import 'server-only';
import type { z } from 'zod';
import { isHoneypotFilled } from '@/lib/validation/honeypot';
import { handle, jsonResponse } from './errors';
import { readJsonBody } from './json-body';
import { enforceRateLimit } from './rate-limit';
import { acceptWrite } from './service-gate';
import { rejectCrossSite } from './same-origin';
import { parseWith } from './validate';

const ACCEPTED = { ok: true } as const;

type SubmissionRoute<T extends z.ZodType> = {
  schema: T;
  maxBytes: number;
  /** Extra guards on the valid data (e.g. the suspicious-input rule); throw an HttpError to refuse. */
  guard?: (data: z.infer<T>) => void;
  submit: (data: z.infer<T>) => Promise<void>;
};

/**
 * A form or tool POST: shutdown gate → same-site check → parse → honeypot → rate limit → validate → guard → provider → 200.
 * The honeypot is checked before validation so a bot gets the same success whatever else it sent;
 * the answer is sent only after the provider has stored (or accepted) the submission.
 */
export function handleSubmission<T extends z.ZodType>(request: Request, route: SubmissionRoute<T>): Promise<Response> {
  return handle(() =>
    acceptWrite(async () => {
      rejectCrossSite(request);
      const body = await readJsonBody(request, { maxBytes: route.maxBytes });
      if (isHoneypotFilled(body)) return jsonResponse(ACCEPTED);
      await enforceRateLimit(request, 'forms');
      const data = parseWith(route.schema, body);
      route.guard?.(data);
      await route.submit(data);
      return jsonResponse(ACCEPTED);
    }),
  );
}
