'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { sendChatContact } from '@/lib/forms/actions';
import { idleForm } from '@/lib/forms/form-state';
import { ContactStep } from './contact-step';
import { closeClass, closeIcon, PanelHeader, panelClass } from './panel-frame';

// The browser's popover box (margin, border, padding, fit-content size) undone, so the panel looks
// as the scripted one does; hidden while closed, which the panel's `flex` would otherwise override.
const popoverClass = `${panelClass} not-open:hidden m-0 h-dvh w-full max-w-none border-0 p-0`;

/**
 * The chat's contact step for a visitor without JavaScript (docs/architecture.md#forms-without-javascript).
 * Rendered only inside <noscript>: the launcher button opens it as a popover, which needs no script,
 * and the form posts to the server action. After the post the server renders the page with the
 * panel already open (a popover cannot open itself), with the thanks or the field messages; its
 * close link loads the page again.
 */
export function ChatContactFallback({ id }: { id: string }) {
  const pathname = usePathname();
  // The permalink is where the browser posts: the page the visitor is on.
  const [state, action] = useActionState(sendChatContact, idleForm, pathname);
  const titleId = `${id}-title`;
  const refused = state.status === 'refused' ? state : null;
  const notice = refused && Object.keys(refused.fields).length === 0 ? refused.error : null;

  const body =
    state.status === 'sent' ? (
      <div role="status" className="flex-1 space-y-3 px-5 py-6 text-sm">
        <p className="font-semibold">Thank you! You can now chat with our PR expert.</p>
        <p className="text-muted">
          The chat itself needs JavaScript: turn it on and reload the page to start, or write to us on the{' '}
          <a href="/contact" className="font-semibold text-brand underline underline-offset-2">
            contact page
          </a>
          .
        </p>
      </div>
    ) : (
      <form action={action} className="flex-1 space-y-4 overflow-y-auto px-5 py-6">
        <ContactStep idPrefix={id} errors={refused?.fields} values={refused?.values}>
          {notice && (
            <p role="alert" className="text-sm text-danger">
              {notice}
            </p>
          )}
          <Button type="submit" size="md" block>
            Start Chatting
          </Button>
        </ContactStep>
      </form>
    );

  if (state.status === 'idle') {
    return (
      <div id={id} popover="auto" role="dialog" aria-labelledby={titleId} className={popoverClass}>
        <PanelHeader
          titleId={titleId}
          subtitle="Get Started"
          close={
            <button type="button" popoverTarget={id} popoverTargetAction="hide" aria-label="Close chat" className={closeClass}>
              {closeIcon}
            </button>
          }
        />
        {body}
      </div>
    );
  }
  return (
    <div id={id} role="dialog" aria-labelledby={titleId} className={panelClass}>
      <PanelHeader
        titleId={titleId}
        subtitle="Get Started"
        close={
          <a href={pathname} aria-label="Close chat" className={closeClass}>
            {closeIcon}
          </a>
        }
      />
      {body}
    </div>
  );
}
