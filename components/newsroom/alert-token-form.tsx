'use client';

import { useActionState, type ReactNode } from 'react';
import { confirmAlerts, saveAlertPreferences, unsubscribeAlerts, type LinkState } from '@/lib/alerts/actions';

const actions = { confirm: confirmAlerts, save: saveAlertPreferences, unsubscribe: unsubscribeAlerts };

type Props = {
  kind: keyof typeof actions;
  token: string;
  submit: string;
  done: string;
  invalid: string;
  /** Said when a group of the fields below was left empty. */
  incomplete?: string;
  /** Fields the server drew (the manage page's preferences). */
  children?: ReactNode;
  /** Whether the form stays after a success (saving preferences) or gives way to the answer. */
  keepAfterDone?: boolean;
};

const idle: LinkState = { status: 'idle' };

/** A form that acts on an alert link's token with one POST, with or without JavaScript. */
export function AlertTokenForm({ kind, token, submit, done, invalid, incomplete, children, keepAfterDone = false }: Props) {
  const [state, action, pending] = useActionState(actions[kind], idle);
  const answer =
    state.status === 'idle' ? null : (
      <p role="status" className={`mt-4 ${state.status === 'done' ? '' : 'text-danger'}`}>
        {state.status === 'done' ? done : state.status === 'incomplete' ? incomplete : invalid}
      </p>
    );
  if (state.status === 'done' && !keepAfterDone) return answer;
  return (
    <form action={action} method="post">
      <input type="hidden" name="token" value={token} />
      {children}
      <p className="mt-4">
        <button type="submit" className={`btn btn-md ${kind === 'unsubscribe' ? 'btn-outline' : 'btn-primary'}`} disabled={pending}>
          {submit}
        </button>
      </p>
      {answer}
    </form>
  );
}
