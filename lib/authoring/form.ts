/**
 * A form description built from a content file's zod schema, and the way back from a posted form to
 * the file's data. The schema is read through its JSON Schema (`z.toJSONSchema`, input side, so a
 * text keeps its {{placeholders}} as written): objects become fieldsets, strings inputs or text areas,
 * enums selects, arrays repeatable groups. Plain data, so a server page can hand it to the form.
 */
import { z } from 'zod';
import { countName, inputName, type FieldPath, type FormField, type ListEdit } from './form-names';

type JsonSchema = {
  type?: string;
  title?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
};

/** Fields whose text runs to sentences, edited in a text area. */
const LONG_TEXT = new Set([
  'answer',
  'bio',
  'challenge',
  'closing',
  'description',
  'impact',
  'paragraphs',
  'quote',
  'risk note',
  'strategy',
  'summary',
  'text',
]);

const ACRONYMS: Record<string, string> = { faq: 'FAQ', pr: 'PR', href: 'Link address' };

/** "whatToExpect" → "What to expect", "pr-modes" → "PR modes". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_ ]+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fromJson(node: JsonSchema, label: string, optional: boolean, labels: Record<string, string>): FormField {
  const base = { label: node.title ?? label, optional };
  if (node.enum) return { ...base, kind: 'select', options: node.enum.map(String) };
  // A union (an article date may be a Date or text) is edited as its text member.
  if (!node.type && node.anyOf)
    return fromJson(node.anyOf.find((n) => n.type === 'string') ?? {}, label, optional, labels);
  switch (node.type) {
    case 'object': {
      const required = new Set(node.required ?? []);
      const fields = Object.entries(node.properties ?? {}).map(([key, child]) => ({
        key,
        field: fromJson(child, labels[key] ?? humanize(key), !required.has(key), labels),
      }));
      return { ...base, kind: 'group', fields };
    }
    case 'array': {
      const item = fromJson(node.items ?? {}, 'Entry', false, labels);
      // A list of texts inherits its length from the list: "paragraphs" are long, "features" short.
      if (item.kind === 'text') item.multiline = LONG_TEXT.has(base.label.toLowerCase());
      return { ...base, kind: 'list', item, minItems: node.minItems ?? 0 };
    }
    case 'number':
    case 'integer':
      return { ...base, kind: 'number', integer: node.type === 'integer' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    default:
      return { ...base, kind: 'text', multiline: LONG_TEXT.has(base.label.toLowerCase()) };
  }
}

/** The form for data of `schema`; `labels` names keys whose spelling means nothing to an editor. */
export function formFromSchema(schema: z.ZodType, label: string, labels: Record<string, string> = {}): FormField {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJson(json, label, false, labels);
}

/** The field at `path`, or undefined when the path leaves the form. */
export function fieldAt(form: FormField, path: FieldPath): FormField | undefined {
  let field: FormField | undefined = form;
  for (const part of path) {
    if (field?.kind === 'group') field = field.fields.find((f) => f.key === part)?.field;
    else if (field?.kind === 'list' && typeof part === 'number') field = field.item;
    else return undefined;
  }
  return field;
}

/** "Entry 3 › Link › Label": how an editor finds a field named in an error. */
export function labelPath(form: FormField, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let field: FormField | undefined = form;
  for (const part of path) {
    if (field?.kind === 'list' && typeof part === 'number') {
      field = field.item;
      parts.push(`${field.label} ${part + 1}`);
    } else if (field?.kind === 'group') {
      field = field.fields.find((f) => f.key === part)?.field;
      parts.push(field?.label ?? String(part));
    } else {
      parts.push(String(part));
    }
  }
  return parts.join(' › ');
}

/** No more entries per list than any content file needs; a forged count cannot make the server loop. */
export const MAX_LIST_ENTRIES = 500;

type FormInput = { get(name: string): FormDataEntryValue | null };

function text(input: FormInput, name: string): string {
  const value = input.get(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (value && typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/**
 * The data a posted form describes, as the file would hold it. Not validated: the content rules do
 * that, so a wrong value stays as typed ("12a" for a number) and the rule names it.
 */
export function readForm(form: FormField, input: FormInput, path: FieldPath = []): unknown {
  switch (form.kind) {
    case 'group': {
      const value: Record<string, unknown> = {};
      for (const { key, field } of form.fields) {
        const child = readForm(field, input, [...path, key]);
        if (child !== undefined) value[key] = child;
      }
      // An optional block left blank (an answer without a link) is left out.
      return form.optional && isEmpty(value) ? undefined : value;
    }
    case 'list': {
      // A list whose count did not arrive is missing, never empty: a save must not drop every entry.
      if (input.get(countName(path)) === null) return undefined;
      const count = Math.min(MAX_LIST_ENTRIES, Math.max(0, Math.trunc(Number(text(input, countName(path)))) || 0));
      const items = Array.from({ length: count }, (_, index) => readForm(form.item, input, [...path, index]));
      return form.optional && items.length === 0 ? undefined : items;
    }
    case 'number': {
      const raw = text(input, inputName(path)).trim();
      if (raw === '') return undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    case 'boolean':
      return input.get(inputName(path)) === 'on' ? true : form.optional ? undefined : false;
    case 'select':
    case 'text': {
      const raw = text(input, inputName(path));
      return raw === '' && form.optional ? undefined : raw;
    }
  }
}

/** A new entry's blank value: what "add entry" appends. */
function blankValue(form: FormField): unknown {
  switch (form.kind) {
    case 'group':
      return Object.fromEntries(form.fields.filter((f) => !f.field.optional).map((f) => [f.key, blankValue(f.field)]));
    case 'list':
      return [];
    case 'boolean':
      return false;
    case 'number':
      return undefined;
    default:
      return '';
  }
}

const listEditSchema = z.object({
  op: z.enum(['add', 'remove', 'up', 'down']),
  path: z.array(z.union([z.string().max(100), z.number().int().nonnegative().max(MAX_LIST_ENTRIES)])).max(20),
});

export function parseListEdit(value: unknown): ListEdit | undefined {
  if (typeof value !== 'string' || value.length > 2_000) return undefined;
  try {
    const parsed = listEditSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function updateAt(value: unknown, path: FieldPath, update: (current: unknown) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = updateAt(list[head], rest, update);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = updateAt((object as Record<string, unknown>)[head], rest, update);
  return object;
}

/**
 * Applies a list button to the form's data: `add` appends to the list at `path`; the others act on
 * the entry at `path` (the list's path and the entry's index). An edit that misses the form is ignored.
 */
export function applyListEdit(form: FormField, value: unknown, edit: ListEdit): unknown {
  if (edit.op === 'add') {
    const list = fieldAt(form, edit.path);
    if (list?.kind !== 'list') return value;
    return updateAt(value, edit.path, (current) => [...(Array.isArray(current) ? current : []), blankValue(list.item)]);
  }
  const index = edit.path.at(-1);
  const listPath = edit.path.slice(0, -1);
  if (typeof index !== 'number' || fieldAt(form, listPath)?.kind !== 'list') return value;
  return updateAt(value, listPath, (current) => {
    const list = Array.isArray(current) ? [...current] : [];
    if (index >= list.length) return list;
    if (edit.op === 'remove') list.splice(index, 1);
    const other = edit.op === 'up' ? index - 1 : index + 1;
    if (edit.op !== 'remove' && other >= 0 && other < list.length)
      [list[index], list[other]] = [list[other], list[index]];
    return list;
  });
}
