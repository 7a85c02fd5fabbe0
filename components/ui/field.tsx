import type { ReactNode } from 'react';

/** Text inputs and selects of the tools' forms and the chat panel. */
export const compactControl =
  'mt-1 w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand';

/** What a field hands to its control so the label, hint and error are announced with it. */
type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

type FieldProps = {
  /** The control's id; the hint and the error take it as a prefix. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, which is then marked invalid. */
  error?: string;
  /** More ids that describe the control, such as a live character count. */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with an optional hint and error message, wired for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  describedBy,
  className,
  labelClassName = 'text-sm font-semibold',
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
