import type { ConversationPurpose } from '@/lib/conversations/agent';
import type { SubmissionKind } from '@/lib/store/lead-store';
import type { Erasure } from './privacy';

/**
 * The states of the back-office forms kept in React state (`useActionState`), as their server
 * actions return them: plain types, so the client components that show them and the actions under
 * app/admin share them without one importing the other.
 */

/** The invite form: the one-time link, shown once, or why the invite was refused. */
export type InviteState = { link?: string; email?: string; error?: string };

/** Where the privacy page's find-then-erase flow stands. */
export type PrivacyState =
  | { step: 'ask'; error?: string }
  | {
      step: 'found';
      email: string;
      leads: { id: number; kind: SubmissionKind; createdAt: string }[];
      conversations: { id: string; purpose: ConversationPurpose; createdAt: string; messages: number }[];
      mentionedIn: number[];
      error?: string;
    }
  | { step: 'erased'; erased: Omit<Erasure, 'leadIds'> };
