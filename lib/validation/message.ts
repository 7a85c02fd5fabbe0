import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from './rules';

export const messageSchema = z.object({
  text: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(MESSAGE_MAX_CHARS, `A message can be at most ${MESSAGE_MAX_CHARS} characters.`),
});
