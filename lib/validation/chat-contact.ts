import { z } from 'zod';
import { CHAT_GOAL } from './chat-goal';
import { companyField, emailField, nameField } from './fields';

/** Contact details left before chatting; the goal is the fixed value in docs/behaviour.md#chat-assistant. */
export const chatContactSchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  goal: z.literal(CHAT_GOAL, { error: `goal must be "${CHAT_GOAL}".` }),
});
