'use client';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Set when the box is part of a form that posts the query (PR Studio's archive search). */
  name?: string;
};

export function FeedSearch({ id, label, placeholder, value, onChange, name }: Props) {
  return (
    <div className="w-full sm:max-w-md">
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="w-full rounded-xl border border-border bg-background px-4 py-2.5 text-sm text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
      />
    </div>
  );
}
