import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { refuseCrossSite, requireStaffAction, type StaffMember } from './guard';
import type { AdminPath } from './navigation';
import { outcomeHref, type Outcome } from './outcomes';

/**
 * The one shape of a back-office server action. Before anything is read it refuses another site,
 * a visitor and a role without the area of `path` (lib/admin/navigation.ts); then it reads the
 * posted form with `schema` and hands over the parsed input. An action answers either with an
 * outcome, which becomes a redirect the page turns into words (lib/admin/outcomes.ts) and so works
 * without JavaScript, or, for a form kept in React state (`useActionState`), with its next state,
 * which React renders on the server when JavaScript is off.
 */

type Issues = readonly z.core.$ZodIssue[];

type Parsed<S extends z.ZodType> = { input: z.output<S>; form: FormData };

/** A posted form's text fields, trimmed, a blank one absent: the only way an action reads FormData. */
export function formInput(form: FormData | undefined): Record<string, string> {
  const input: Record<string, string> = {};
  form?.forEach((value, name) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '' && !Object.hasOwn(input, name)) input[name] = text;
  });
  return input;
}

type RedirectAction<S extends z.ZodType, U> = {
  schema: S;
  run: (parsed: Parsed<S>, user: U) => Promise<Outcome>;
  refused: (issues: Issues, input: Record<string, string>) => Outcome;
};

async function answer<S extends z.ZodType, U>(
  user: U,
  spec: RedirectAction<S, U>,
  form: FormData | undefined,
): Promise<never> {
  const raw = formInput(form);
  const parsed = spec.schema.safeParse(raw);
  const result = parsed.success
    ? await spec.run({ input: parsed.data, form: form ?? new FormData() }, user)
    : spec.refused(parsed.error.issues, raw);
  redirect(outcomeHref(result));
}

/** A staff form's action: answers with a redirect carrying its outcome. */
export function adminAction<S extends z.ZodType>(path: AdminPath, spec: RedirectAction<S, StaffMember>) {
  return async (form?: FormData): Promise<void> => {
    await answer(await requireStaffAction(path), spec, form);
  };
}

/** An action of the pages open before sign-in: only another site is refused before the form is read. */
export function openAction<S extends z.ZodType>(spec: RedirectAction<S, Headers>) {
  return async (form?: FormData): Promise<void> => {
    const requestHeaders = await headers();
    refuseCrossSite(requestHeaders);
    await answer(requestHeaders, spec, form);
  };
}

type StateAction<S extends z.ZodType, T> = {
  schema: S;
  run: (parsed: Parsed<S>, staff: StaffMember, previous: T) => Promise<T>;
  refused: (issues: Issues, input: Record<string, string>, previous: T) => T;
};

/** A staff form's action for `useActionState`: answers with the form's next state. */
export function adminStateAction<S extends z.ZodType, T>(path: AdminPath, spec: StateAction<S, T>) {
  return async (previous: T, form?: FormData): Promise<T> => {
    const staff = await requireStaffAction(path);
    const raw = formInput(form);
    const parsed = spec.schema.safeParse(raw);
    return parsed.success
      ? spec.run({ input: parsed.data, form: form ?? new FormData() }, staff, previous)
      : spec.refused(parsed.error.issues, raw, previous);
  };
}
