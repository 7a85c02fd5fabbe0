import type { ConversationPurpose } from '@/lib/conversations/agent';
import type { SubmissionKind } from '@/lib/store/lead-store';

/** Where the privacy page's find-then-erase flow stands, as its server actions return it. */
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
  | {
      step: 'erased';
      erased: {
        leads: number;
        deliveryJobs: number;
        notes: number;
        statusChanges: number;
        conversations: number;
        redacted: number;
      };
    };
