import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from './rules';

export const messageSchema = z.object({
  text: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(MESSAGE_MAX_CHARS, `A message can be at most ${MESSAGE_MAX_CHARS} characters.`)
    // A lone surrogate (half of an astral character, e.g. from a client that cut text mid-emoji) has
    // no UTF-8 form: each becomes one U+FFFD here, so what is stored, counted and read back agree.
    .transform((text) => text.toWellFormed()),
});
