import { Link, useTranslations } from '#i18n';
import type { ReactNode } from 'react';
import { buttonClass, type Look } from './button';

/** Where a call to action leads: an internal route, or an external page that opens in a new tab. */
export type Action = { href: string; label: string; external?: boolean };

/** Opens an external page in a new tab without giving it access to this window. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

type ButtonLinkProps = Look & { href: string; onClick?: () => void; children: ReactNode };

/** An internal route styled as a button; `#i18n`'s Link takes the English path into the page's language. */
export function ButtonLink({ href, onClick, children, ...look }: ButtonLinkProps) {
  return (
    <Link href={href} className={buttonClass(look)} onClick={onClick}>
      {children}
    </Link>
  );
}

/**
 * An external page in a new tab, announced as such. Separate from ButtonLink so that the islands,
 * which only link inside the site, do not ship it.
 */
function ExternalButtonLink({ href, children, ...look }: Omit<ButtonLinkProps, 'onClick'>) {
  const t = useTranslations('Common');
  return (
    <a href={href} className={buttonClass(look)} {...externalLinkProps}>
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** A call to action given as data (content files, section props). */
export function ActionButton({ action, ...look }: Look & { action: Action }) {
  const Component = action.external ? ExternalButtonLink : ButtonLink;
  return (
    <Component href={action.href} {...look}>
      {action.label}
    </Component>
  );
}
