import type { ReactNode } from 'react';
import { compactControl, Field } from '@/components/ui/field';
import { DecoyField } from '@/components/ui/decoy-field';

const inputClass = `${compactControl} text-sm focus-visible:outline-offset-1`;
const labelClass = 'text-sm font-medium';

type Props = {
  /** The control ids' prefix, so the panel and the form without JavaScript never share an id. */
  idPrefix: string;
  /** The submit button. */
  children: ReactNode;
};

/**
 * The contact step's texts and fields (docs/behaviour.md#chat-assistant): exact texts, browser
 * validation. Shared by the chat panel's form and the form that works without JavaScript.
 */
export function ContactStep({ idPrefix, children }: Props) {
  const fields = [
    { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name' },
    { name: 'company', label: 'Company/Project', type: 'text', autoComplete: 'organization' },
    { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  ];
  return (
    <>
      <div>
        <h3 className="text-lg font-semibold">Let&apos;s Get Started</h3>
        <p className="mt-1 text-sm text-muted">
          Share your details so we can provide personalized PR guidance and follow up with you.
        </p>
      </div>
      {fields.map((field, index) => (
        <Field key={field.name} id={`${idPrefix}-${field.name}`} label={field.label} labelClassName={labelClass}>
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              required
              autoComplete={field.autoComplete}
              data-autofocus={index === 0 ? true : undefined}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <DecoyField id={`${idPrefix}-website`} />
      {children}
      <p className="text-center text-xs text-muted">
        We&apos;ll use this info to follow up and provide better assistance.
      </p>
    </>
  );
}
