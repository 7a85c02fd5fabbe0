import { z } from 'zod';
import { companyField, emailField, nameField } from './fields';

export const CHAT_CONTACT_GOAL = 'chat-widget';

/** Contact details left before chatting; the goal is the fixed value in docs/behaviour.md#chat-assistant. */
export const chatContactSchema = z.object({
  name: nameField,
  company: companyField,
  email: emailField,
  goal: z.literal(CHAT_CONTACT_GOAL, { error: `goal must be "${CHAT_CONTACT_GOAL}".` }),
});
