/**
 * What a form's server action answers (docs/architecture.md#forms-without-javascript): nothing yet,
 * stored, or refused with the reason, a message per field and the values to show again, so the page
 * the server renders after a post without JavaScript can say what went wrong.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'refused'; error: string; fields: Record<string, string>; values: Record<string, string> };

export const idleForm: FormState = { status: 'idle' };
