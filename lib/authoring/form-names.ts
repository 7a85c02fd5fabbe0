/**
 * The shapes a content form is described with and the names its inputs post under: shared by the
 * server (lib/authoring/form.ts reads a post back) and the form in the browser, without zod.
 */
export type FieldPath = (string | number)[];

type Base = { label: string; optional: boolean };
export type FormField =
  | (Base & { kind: 'text'; multiline: boolean })
  | (Base & { kind: 'number'; integer: boolean })
  | (Base & { kind: 'boolean' })
  | (Base & { kind: 'select'; options: string[] })
  | (Base & { kind: 'group'; fields: { key: string; field: FormField }[] })
  | (Base & { kind: 'list'; item: FormField; minItems: number });

// Browsers percent-encode a quote in a multipart field name and the server does not decode it, so
// names are built from URL-encoded parts (dots too, the separator) and never contain one.
const encodePath = (path: FieldPath) =>
  path.map((part) => encodeURIComponent(String(part)).replaceAll('.', '%2E')).join('.');

/** The posted name of the input at `path`. */
export const inputName = (path: FieldPath): string => `v.${encodePath(path)}`;
/** The posted name of the hidden input holding how many entries the list at `path` has. */
export const countName = (path: FieldPath): string => `n.${encodePath(path)}`;
/** A document id for the input at `path`, the target of the error summary's links. */
export const inputId = (path: readonly PropertyKey[]): string =>
  `field${path.map((part) => `-${String(part).replace(/[^\w]/g, '_')}`).join('')}`;

export type ListEdit = { op: 'add' | 'remove' | 'up' | 'down'; path: FieldPath };

/** The value of a list button ("add entry", "remove", "move up", "move down"). */
export const listEditValue = (edit: ListEdit): string => JSON.stringify(edit);
