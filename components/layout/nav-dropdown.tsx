'use client';

import { Link, useTranslations } from '#i18n';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isActive, type NavGroup } from '@/lib/config/navigation';

type Props = {
  group: NavGroup;
  /** The page's path without its locale prefix. */
  pathname: string;
  /** Inside the mobile menu the list expands in place instead of floating. */
  inline?: boolean;
  onNavigate?: () => void;
};

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

function DropdownLink({
  item,
  current,
  onClick,
}: {
  item: NavGroup['items'][number];
  current: boolean;
  onClick: () => void;
}) {
  const t = useTranslations('Nav');
  return (
    <li>
      <Link
        href={item.href}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
        className={`block rounded-md px-3 py-2 text-sm hover:bg-card focus-visible:outline-2 focus-visible:outline-brand ${
          current ? 'font-semibold text-brand' : 'text-foreground'
        }`}
      >
        {t(item.label)}
      </Link>
    </li>
  );
}

/** Opens on hover and on keyboard focus (desktop) and on tap (mobile); Escape closes it. */
export function NavDropdown({ group, pathname, inline = false, onNavigate }: Props) {
  const t = useTranslations('Nav');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = group.items.some((item) => isActive(item.href, pathname));

  // Opens when focus arrives from outside; focus moving inside (e.g. back to the button on Escape) keeps the state.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className={inline ? '' : 'relative'}
      onMouseEnter={inline ? undefined : () => setOpen(true)}
      onMouseLeave={inline ? undefined : () => setOpen(false)}
      onFocus={inline ? undefined : onFocus}
      onBlur={inline ? undefined : onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-brand focus-visible:outline-2 focus-visible:outline-brand ${
          active ? 'text-brand' : 'text-foreground'
        }`}
      >
        {t(group.label)}
        <Chevron open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={
          inline
            ? 'ml-3 border-l border-border pl-3'
            : 'absolute left-0 top-full z-50 min-w-56 rounded-lg border border-border bg-background p-2 shadow-lg'
        }
      >
        {group.items.map((item) => (
          <DropdownLink
            key={item.href}
            item={item}
            current={isActive(item.href, pathname)}
            onClick={() => {
              setOpen(false);
              onNavigate?.();
            }}
          />
        ))}
      </ul>
    </div>
  );
}
