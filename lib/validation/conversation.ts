import { z } from 'zod';

const conversationPurposes = ['chat', 'checker'] as const;

export const conversationCreateSchema = z.object({
  purpose: z.enum(conversationPurposes, { error: 'purpose must be "chat" or "checker".' }),
});
