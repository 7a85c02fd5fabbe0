import 'server-only';
import type { z } from 'zod';
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import { fieldErrors } from '@/lib/validation/field-errors';
import { HttpError } from './errors';

/** Validates a parsed body; 422 with one readable message per field on failure. */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, 'The request body must be a JSON object.', {}, undefined, { key: 'notObject' });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0];
  throw new HttpError(422, first ?? 'The request body is not valid.', fields);
}

/** The suspicious-input rule (docs/behaviour.md#suspicious-input) on a tool's text; 422 with the tool's own wording. */
export function rejectSuspicious(value: string, field: string, message: string): void {
  if (checkSuspicious(value) !== null) throw new HttpError(422, message, { [field]: message });
}
