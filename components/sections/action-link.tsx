import Link from 'next/link';
import { externalLinkProps } from './styles';

export type Action = { href: string; label: string; external?: boolean };

/** An internal route via next/link, or an external page in a new tab, announced as such. */
export function ActionLink({ action, className }: { action: Action; className: string }) {
  if (action.external) {
    return (
      <a href={action.href} className={className} {...externalLinkProps}>
        {action.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={action.href} className={className}>
      {action.label}
    </Link>
  );
}
