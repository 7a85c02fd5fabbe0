import { Link, useTranslations } from '#i18n';
import type { RefObject } from 'react';
import { Field } from '@/components/ui/field';
import type { InquiryRequest } from '@/lib/validation/inquiry';
import type { FieldErrors } from './use-inquiry-draft';

const inputClass =
  'mt-2 block w-full rounded-xl border border-border bg-background px-4 py-3 text-foreground placeholder:text-muted focus:border-brand focus:outline-2 focus:outline-brand aria-[invalid=true]:border-danger';

const fields = [
  { name: 'name', label: 'nameLabel', type: 'text', autoComplete: 'name' },
  { name: 'company', label: 'companyLabel', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email' },
] as const satisfies { name: keyof InquiryRequest; label: string; type: 'text' | 'email'; autoComplete: string }[];

type TextFieldsProps = {
  values: InquiryRequest;
  errors: FieldErrors;
  onChange: (name: keyof InquiryRequest, value: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

/** Name, company, email and the message, each with its label and error. */
export function InquiryTextFields({ values, errors, onChange, firstFieldRef }: TextFieldsProps) {
  const t = useTranslations('InquiryForm');
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field, index) => (
          <Field
            key={field.name}
            id={`inquiry-${field.name}`}
            label={t(field.label)}
            error={errors[field.name]}
            className={field.name === 'email' ? 'sm:col-span-2' : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={index === 0 ? firstFieldRef : undefined}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                value={values[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
      <Field id="inquiry-message" label={t('messageLabel')} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => onChange('message', event.target.value)}
            placeholder={t('messagePlaceholder')}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}

type ConsentProps = {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The required consent checkbox, linking to the privacy policy; it is never sent. */
export function ConsentField({ checked, error, onChange, inputRef }: ConsentProps) {
  const t = useTranslations('InquiryForm');
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id="inquiry-consent"
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'inquiry-consent-error' : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
        />
        <label htmlFor="inquiry-consent" className="text-sm">
          {t.rich('consent', {
            link: (text) => (
              <Link href="/privacy-policy" className="font-semibold text-brand underline underline-offset-2">
                {text}
              </Link>
            ),
          })}
        </label>
      </div>
      {error && (
        <p id="inquiry-consent-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
