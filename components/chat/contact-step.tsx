import { useTranslations } from '#i18n';
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
  const t = useTranslations('Chat');
  const fields = [
    { name: 'name', label: t('nameLabel'), type: 'text', autoComplete: 'name' },
    { name: 'company', label: t('companyLabel'), type: 'text', autoComplete: 'organization' },
    { name: 'email', label: t('emailLabel'), type: 'email', autoComplete: 'email' },
  ];
  return (
    <>
      <div>
        <h3 className="text-lg font-semibold">{t('contactHeading')}</h3>
        <p className="mt-1 text-sm text-muted">{t('contactIntro')}</p>
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
      <p className="text-center text-xs text-muted">{t('contactFootnote')}</p>
    </>
  );
}
