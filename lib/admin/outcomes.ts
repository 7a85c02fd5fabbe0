/**
 * What a back-office page says after a form: the redirect carries a key (`?error=last-owner`), and
 * the page shows the sentence this table holds for it. A key the table does not know shows nothing,
 * so a crafted link can never make the site say something of its own (docs/operations.md, "Threat
 * model"). Shared by the actions that choose a key and the pages that show it.
 */
import { NOTE_MAX_CHARS } from './lead-input';

const OUTCOMES = {
  signIn: {
    error: {
      'too-many': 'Too many sign-in attempts. Please wait a few minutes and try again.',
      'enter-email': 'Enter your e-mail address.',
      'enter-code': 'Enter the 6-digit code from the e-mail.',
      'wrong-code': 'That code is wrong or has expired. Ask for a new one.',
    },
    done: {},
  },
  staff: {
    error: {
      'last-owner': 'The back office needs at least one owner: make someone else owner first.',
      enrolled:
        'This address already has a passkey: its owner adds another device while signed in. To replace a lost one, remove the member and invite them again.',
      'no-member': 'This staff member no longer exists.',
      'no-choice': 'No staff member was chosen.',
      role: 'Choose a role: owner, editor or sales.',
    },
    done: {
      'role-changed': 'The role is changed; it applies from the member’s next request.',
      removed: 'The member is removed, with their passkeys, sessions and invites.',
      'signed-out': 'The member is signed out everywhere.',
    },
  },
  leads: {
    error: {
      id: 'No lead was chosen.',
      'no-lead': 'There is no such lead.',
      status: 'Choose one of the statuses in the list.',
      body: `Write a note of at most ${NOTE_MAX_CHARS} characters, without control characters.`,
      channel: 'Choose the e-mail or the webhook delivery.',
      'not-queued': 'This delivery cannot be queued now: it does not exist or is being sent.',
    },
    done: {
      status: 'Status changed.',
      note: 'Note added.',
      redelivery: 'Delivery queued again; the delivery worker sends it shortly.',
    },
  },
  subscribers: {
    error: { email: 'Choose a subscriber’s address to erase.' },
    done: { erased: 'The subscription and its queued mails are erased.' },
  },
  previewLinks: {
    error: {},
    done: {
      created: 'A preview link was created. Send it only to the journalists it is for.',
      revoked: 'The link was revoked; it no longer opens the release.',
      'already-revoked': 'That link was already revoked.',
    },
  },
} as const;

type Outcomes = typeof OUTCOMES;
export type OutcomePage = keyof Outcomes;
export type OutcomeKey<P extends OutcomePage, K extends 'error' | 'done'> = keyof Outcomes[P][K] & string;

/** The sentence for a key from the query, or undefined for anything the page does not know. */
export function outcomeText(page: OutcomePage, kind: 'error' | 'done', key: unknown): string | undefined {
  const table: Record<string, string> = OUTCOMES[page][kind];
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The query a redirect carries for an outcome: the key only, which outcomeText turns into words. */
export function outcomeQuery<P extends OutcomePage, K extends 'error' | 'done'>(_page: P, kind: K, key: OutcomeKey<P, K>): string {
  return `${kind}=${encodeURIComponent(key)}`;
}

/**
 * Where a form's action sends the browser back to, with what happened in the query: the key of a
 * page's table (`outcome` below), or for a page that reads its own parameter, that parameter; and a
 * fragment that brings the answer into view.
 */
export type Outcome = { to: string; query: Record<string, string>; hash?: string };

/** An outcome of a page of this table, its key checked against the table. */
export function outcome<P extends OutcomePage, K extends 'error' | 'done'>(
  page: P,
  kind: K,
  key: OutcomeKey<P, K>,
  to: string,
  hash?: string,
): Outcome {
  return { to, query: { [kind]: key }, hash };
}

/** The URL an outcome redirects to. */
export function outcomeHref({ to, query, hash }: Outcome): string {
  const search = new URLSearchParams(query).toString();
  return `${to}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
