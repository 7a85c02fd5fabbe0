import { z } from 'zod';

/** A content node as the provider stores it (docs/behaviour.md#content-model); field values are read by lib/content. */
export const contentNodeSchema = z.object({
  id: z.string().min(1),
  fieldValues: z.record(z.string(), z.unknown()),
});

export const nodeListSchema = z.object({ nodes: z.array(contentNodeSchema) });
