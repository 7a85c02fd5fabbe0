import type { InputHTMLAttributes, ReactNode } from 'react';
import { adminControl } from '@/components/admin/admin-styles';

const labelClass = 'text-sm font-semibold';

type SelectProps = {
  id: string;
  /** The posted name, where it is not the id. */
  name?: string;
  label: ReactNode;
  /** Each value with what it reads as, in order; a plain list where values read as themselves. */
  choices: Readonly<Record<string, string>> | readonly string[];
  defaultValue?: string;
  /** The label of an empty first choice that stands for "any", where the form offers one. */
  any?: string;
  className?: string;
};

/** A labelled select of the back office's forms. */
export function SelectField({ id, name = id, label, choices, defaultValue, any, className }: SelectProps) {
  const options = Array.isArray(choices) ? choices.map((value) => [value, value]) : Object.entries(choices);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={adminControl}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type TextProps = { id: string; label: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
>;

/** A labelled input of the back office's forms. */
export function TextField({ id, label, className, ...input }: TextProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} className={adminControl} />
    </div>
  );
}
