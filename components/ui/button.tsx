import Link from 'next/link';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * Buttons and links styled as buttons, so the same call to action looks the same on every page and
 * in every island. The look lives in the `.btn*` classes of app/globals.css: a short class list here
 * keeps client bundles small. Plain module, no hooks: usable from server and client components.
 * The islands that every page loads (navigation, cookie banner, error screen) write the class list
 * on their own element instead: importing this module would add it to every page's first load.
 */
type ButtonVariant = 'primary' | 'secondary' | 'outline';
/** `sm` and `md` fit the header, banners and panels; `lg` is the page default; `xl` has body-size text. */
type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

type Look = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  block?: boolean;
  className?: string;
};

function buttonClass({ variant = 'primary', size = 'lg', block = false, className }: Look): string {
  return `btn btn-${variant} btn-${size}${block ? ' btn-block' : ''}${className ? ` ${className}` : ''}`;
}

type ButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...rest} />;
}

/** Where a call to action leads: an internal route, or an external page that opens in a new tab. */
export type Action = { href: string; label: string; external?: boolean };

/** Opens an external page in a new tab without giving it access to this window. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

type ButtonLinkProps = Look & { href: string; onClick?: () => void; children: ReactNode };

/** An internal route, through next/link. */
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
  return (
    <a href={href} className={buttonClass(look)} {...externalLinkProps}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
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
