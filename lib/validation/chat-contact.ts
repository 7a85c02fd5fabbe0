import { z } from 'zod';
import { isConversationId } from './conversation-id';
import { CHAT_GOAL } from './chat-goal';
import { companyField, emailField, nameField } from './fields';

/** Contact details left before chatting; the goal is the fixed value in docs/behaviour.md#chat-assistant. */
export const chatContactSchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  goal: z.literal(CHAT_GOAL, { error: `goal must be "${CHAT_GOAL}".` }),
  // The widget's conversation, so staff can open the transcript from the lead. A malformed id is
  // dropped rather than refused: the contact details matter more than the link (docs/behaviour.md).
  conversationId: z.string().refine(isConversationId).optional().catch(undefined),
});
