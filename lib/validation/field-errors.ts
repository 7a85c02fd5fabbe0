import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the dotted path; issues about the whole body are left out. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
