import type { ReactNode } from 'react';

type Props = { id: string; title: ReactNode; children: ReactNode; className?: string };

/** A titled part of a back-office page, named by its heading (`<id>-heading`) for screen readers. */
export function AdminSection({ id, title, children, className = 'space-y-3' }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
