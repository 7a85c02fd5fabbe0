'use client';

import { useActionState } from 'react';
import type { InviteState } from '@/lib/admin/form-states';

type Props = { action: (state: InviteState, form: FormData) => Promise<InviteState> };

/** The owner's invite form; the one-time link appears once, here, after a successful invite. */
export function InviteForm({ action }: Props) {
  const [state, submit, pending] = useActionState(action, {});
  return (
    <form action={submit} className="grid max-w-xl gap-3" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite a member
      </h2>
      <label className="grid gap-1">
        <span>E-mail address</span>
        <input name="email" type="email" required autoComplete="off" className="rounded-md border border-border bg-background px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span>Name (optional)</span>
        <input name="name" type="text" maxLength={100} className="rounded-md border border-border bg-background px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span>Role</span>
        <select name="role" defaultValue="sales" className="rounded-md border border-border bg-background px-3 py-2">
          <option value="sales">Sales: leads and conversations</option>
          <option value="editor">Editor: content</option>
          <option value="owner">Owner: everything, including staff</option>
        </select>
      </label>
      <div>
        <button type="submit" className="btn btn-primary btn-md" disabled={pending}>
          Create enrolment link
        </button>
      </div>
      <div role="status" aria-live="polite">
        {state.link && (
          <p>
            Send this link to {state.email}. It works once, for 24 hours: <code className="break-all">{state.link}</code>
          </p>
        )}
      </div>
      {state.error && (
        <p role="alert" className="text-danger">
          {state.error}
        </p>
      )}
    </form>
  );
}
