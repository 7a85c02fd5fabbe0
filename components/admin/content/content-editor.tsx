'use client';

import { useActionState, useEffect, useRef } from 'react';
import { ArticleBody } from '@/components/newsroom/article-body';
import { compactControl, Field } from '@/components/ui/field';
import type { EditorError, EditorState } from '@/lib/admin/content-editor';
import { countName, inputId, inputName, listEditValue, type FieldPath, type FormField } from '@/lib/authoring/form-names';

/** The server action the form posts to; it answers with the form's next state. */
export type SaveAction = (state: EditorState, form: FormData) => Promise<EditorState>;

type Props = { form: FormField; initial: EditorState; action: SaveAction; article?: boolean };

/**
 * A content document's form, built from its schema. Every button posts (save, preview, add,
 * remove, move), so it works without JavaScript; with it, the answer replaces the form in place.
 * After an answer the error summary, or else the notice, takes the focus so it is read out first.
 */
export function ContentEditor({ form, initial, action: save, article = false }: Props) {
  const [state, action, pending] = useActionState(save, initial);
  const summary = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.revision === 0) return;
    (summary.current ?? notice.current)?.focus();
  }, [state]);

  const errors = new Map(state.errors.map((error) => [error.id, error]));
  return (
    <form action={action} className="mt-6 space-y-6" aria-busy={pending || undefined} noValidate>
      {state.errors.length > 0 && <ErrorSummary errors={state.errors} ref={summary} />}
      {state.notice && (
        <p
          ref={notice}
          tabIndex={-1}
          role={state.notice.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg border p-4 ${state.notice.tone === 'error' ? 'border-danger text-danger' : 'border-brand'}`}
        >
          {state.notice.text}
        </p>
      )}
      <input type="hidden" name="kind" value={state.kind} />
      <input type="hidden" name="id" value={state.id} />
      <input type="hidden" name="version" value={state.version} />
      <input type="hidden" name="revision" value={state.revision} />
      {/* Keyed by revision: uncontrolled fields take the draft's values after every answer. */}
      <div key={state.revision}>
        <FieldView field={form} value={state.value} path={[]} errors={errors} root />
      </div>
      <div className="flex flex-wrap gap-3">
        {/* The first submit button is what Enter in a text input presses. */}
        <button type="submit" name="intent" value="save" className="btn btn-primary btn-md" disabled={pending}>
          Save and publish
        </button>
        {article && (
          <button type="submit" name="intent" value="preview" className="btn btn-outline btn-md" disabled={pending}>
            Preview
          </button>
        )}
      </div>
      {state.previewHtml !== undefined && (
        <section aria-labelledby="preview-heading" className="rounded-lg border border-border p-6">
          <h2 id="preview-heading" className="text-lg font-semibold">
            Preview
          </h2>
          <ArticleBody html={state.previewHtml} />
        </section>
      )}
    </form>
  );
}

/** Moves the focus to the field, not only the view: a fragment link alone does not focus it in every browser. */
function focusField(event: React.MouseEvent, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

function ErrorSummary({ errors, ref }: { errors: EditorError[]; ref: React.Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary"
      className="rounded-lg border-2 border-danger p-4"
    >
      <h2 id="error-summary" className="font-semibold text-danger">
        Nothing was saved: {errors.length === 1 ? 'a field needs' : `${errors.length} fields need`} your attention
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => focusField(event, error.id)}
              className="underline underline-offset-4"
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type ViewProps = {
  field: FormField;
  value: unknown;
  path: FieldPath;
  errors: Map<string, EditorError>;
  root?: boolean;
  /** A list entry's own label ("Features 2"), used instead of the field's. */
  label?: string;
};

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function FieldView({ field, value, path, errors, root = false, label = field.label }: ViewProps) {
  const id = inputId(path);
  const error = errors.get(id)?.message;
  const optional = field.optional ? <span className="font-normal text-muted"> (optional)</span> : null;
  switch (field.kind) {
    case 'group': {
      const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      const children = field.fields.map(({ key, field: child }) => (
        <FieldView key={key} field={child} value={object[key]} path={[...path, key]} errors={errors} />
      ));
      if (root) return <div className="space-y-4">{children}</div>;
      return (
        <fieldset id={id} tabIndex={-1} className="space-y-4 rounded-lg border border-border p-4">
          <legend className="px-1 font-semibold">
            {label}
            {optional}
          </legend>
          {error && <p className="text-sm text-danger">{error}</p>}
          {children}
        </fieldset>
      );
    }
    case 'list':
      return <ListView field={field} value={value} path={path} errors={errors} label={label} />;
    case 'boolean':
      return <CheckboxView id={id} name={inputName(path)} checked={value === true} label={label} error={error} />;
    default:
      return (
        <Field
          id={id}
          label={
            <>
              {label}
              {optional}
            </>
          }
          error={error}
        >
          {(control) => <InputView control={control} field={field} value={asText(value)} path={path} />}
        </Field>
      );
  }
}

type CheckboxProps = { id: string; name: string; checked: boolean; label: string; error?: string };

function CheckboxView({ id, name, checked, label, error }: CheckboxProps) {
  return (
    <div className="flex items-center gap-2">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** What `Field` hands its control: the id and the ARIA links to the field's hint and error. */
type FieldControl = Parameters<Parameters<typeof Field>[0]['children']>[0];

type InputProps = {
  control: FieldControl;
  field: Exclude<FormField, { kind: 'group' | 'list' | 'boolean' }>;
  value: string;
  path: FieldPath;
};

/** A select, a text area or a one-line input, by the field's kind, wired to its label and error. */
function InputView({ control, field, value, path }: InputProps) {
  if (field.kind === 'select') {
    return (
      <select {...control} name={inputName(path)} defaultValue={value} className={compactControl}>
        {(field.optional || !field.options.includes(value)) && <option value="">—</option>}
        {field.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  }
  if (field.kind === 'text' && field.multiline) {
    return (
      <textarea
        {...control}
        name={inputName(path)}
        defaultValue={value}
        rows={path.at(-1) === 'body' ? 20 : 4}
        className={compactControl}
      />
    );
  }
  return (
    <input
      {...control}
      name={inputName(path)}
      type={field.kind === 'number' ? 'number' : 'text'}
      step={field.kind === 'number' ? (field.integer ? 1 : 'any') : undefined}
      defaultValue={value}
      className={compactControl}
    />
  );
}

function ListView({ field, value, path, errors, label }: ViewProps & { field: Extract<FormField, { kind: 'list' }> }) {
  const items = Array.isArray(value) ? value : [];
  const id = inputId(path);
  const error = errors.get(id)?.message;
  const button = 'btn btn-outline btn-sm';
  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">
        {label} <span className="font-normal text-muted">({items.length})</span>
      </legend>
      {error && <p className="text-sm text-danger">{error}</p>}
      <input type="hidden" name={countName(path)} value={items.length} />
      <ol className="space-y-3">
        {items.map((item, index) => {
          const entry = `${field.item.label} ${index + 1}`;
          const itemPath = [...path, index];
          return (
            <li key={index} className="space-y-2">
              <FieldView field={field.item} value={item} path={itemPath} errors={errors} label={entry} />
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="intent"
                  value={listEditValue({ op: 'up', path: itemPath })}
                  className={button}
                  disabled={index === 0}
                  aria-label={`Move ${entry} of ${label} up`}
                >
                  Move up
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={listEditValue({ op: 'down', path: itemPath })}
                  className={button}
                  disabled={index === items.length - 1}
                  aria-label={`Move ${entry} of ${label} down`}
                >
                  Move down
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={listEditValue({ op: 'remove', path: itemPath })}
                  className={button}
                  aria-label={`Remove ${entry} of ${label}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="submit" name="intent" value={listEditValue({ op: 'add', path })} className={button}>
        Add an entry to {label}
      </button>
    </fieldset>
  );
}
