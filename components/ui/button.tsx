import type { ButtonHTMLAttributes } from 'react';

/**
 * Buttons, so the same call to action looks the same on every page and in every island. The look
 * lives in the `.btn*` classes of app/globals.css: a short class list here keeps client bundles
 * small. Links styled as buttons live in button-link.tsx, so that an island with only buttons does
 * not ship them. Plain module, no hooks: usable from server and client components.
 * The islands that every page loads (navigation, cookie banner, error screen) write the class list
 * on their own element instead: importing this module would add it to every page's first load.
 */
type ButtonVariant = 'primary' | 'secondary' | 'outline';
/** `sm` and `md` fit the header, banners and panels; `lg` is the page default; `xl` has body-size text. */
type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

export type Look = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  block?: boolean;
  className?: string;
};

export function buttonClass({ variant = 'primary', size = 'lg', block = false, className }: Look): string {
  return `btn btn-${variant} btn-${size}${block ? ' btn-block' : ''}${className ? ` ${className}` : ''}`;
}

type ButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...rest} />;
}
