import { z } from 'zod';

export const conversationPurposes = ['chat', 'checker'] as const;

export const conversationCreateSchema = z.object({
  purpose: z.enum(conversationPurposes, { error: 'purpose must be "chat" or "checker".' }),
});

export type ConversationCreateRequest = z.infer<typeof conversationCreateSchema>;
