'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from '#i18n';
import { useActionState, type ReactNode } from 'react';
import { sendChatContact } from '@/lib/forms/actions';
import { idleForm } from '@/lib/forms/form-state';
import { localizedPath, splitLocale } from '@/lib/i18n/locales';

type Props = {
  id: string;
  /** The panel's box. */
  className: string;
  /** The title bar, drawn by the server; the close control sits over its right end. */
  title: ReactNode;
  closeClassName: string;
  closeIcon: ReactNode;
  /** The contact step's fields and button, drawn by the server. */
  fields: ReactNode;
  /** What the panel says once the details are stored. */
  sent: ReactNode;
};

/**
 * The chat's contact step for a visitor without JavaScript (docs/architecture.md#forms-without-javascript),
 * rendered only inside <noscript>. The launcher button opens it as a popover, which needs no script,
 * and the form posts to the server action. The server renders the page after the post with the
 * panel already open as a `<dialog open>` (a popover cannot open itself), showing the thanks or
 * the refusal; a `method="dialog"` button closes it, again without a script. Everything but this
 * choice is drawn by the server and passed in, so every page's first load carries only this.
 */
export function ChatContactFallback({ id, className, title, closeClassName, closeIcon, fields, sent }: Props) {
  // The page as its visitor addresses it: an English page is rendered under /en but lives at /….
  const locale = useLocale();
  const pathname = localizedPath(splitLocale(usePathname() ?? '/').path, locale);
  // The permalink is where the browser posts: the page the visitor is on.
  const [state, action] = useActionState(sendChatContact, idleForm, pathname);
  const posted = state.status !== 'idle';
  const closeLabel = useTranslations('Chat')('closeChat');
  const close = posted ? (
    <form method="dialog" className="absolute right-4 top-3.5">
      <button aria-label={closeLabel} className={closeClassName}>
        {closeIcon}
      </button>
    </form>
  ) : (
    <button
      type="button"
      popoverTarget={id}
      popoverTargetAction="hide"
      aria-label={closeLabel}
      className={`absolute right-4 top-3.5 ${closeClassName}`}
    >
      {closeIcon}
    </button>
  );
  const body =
    state.status === 'sent' ? (
      sent
    ) : (
      <form action={action} className="flex-1 space-y-4 overflow-y-auto px-5 py-6">
        {state.status === 'refused' && (
          <p role="alert" className="text-sm text-danger">
            {Object.values(state.fields).join(' ') || state.error}
          </p>
        )}
        {fields}
      </form>
    );
  const labelled = { id, 'aria-labelledby': `${id}-title`, className };
  return posted ? (
    <dialog open {...labelled}>
      {title}
      {close}
      {body}
    </dialog>
  ) : (
    <div popover="auto" role="dialog" {...labelled}>
      {title}
      {close}
      {body}
    </div>
  );
}
