import { z } from 'zod';
import { mapValidNodes, type ContentLogger } from './log';
import { splitCommaList } from './split-list';

/** A service as the pages render it (docs/behaviour.md#content-model). */
export type Service = {
  id: string;
  title: string;
  description: string;
  timeline: string | null;
  deliverables: string[];
  idealFor: string | null;
};

const requiredText = z.string().trim().min(1);
const optionalText = z.string().trim().optional();

/**
 * Title and description are what make a service card meaningful, so a node without them is skipped.
 * Timeline, deliverables and ideal-for are rendered only when present.
 */
export const serviceNodeSchema = z.object({
  id: z.string().trim().min(1),
  fieldValues: z.object({
    '/attributes/@sv01': requiredText,
    '/attributes/@sv02': requiredText,
    '/attributes/@sv03': optionalText,
    '/attributes/@sv04': optionalText,
    '/attributes/@sv05': optionalText,
  }),
});

export function mapServiceNode(node: unknown): Service | null {
  const parsed = serviceNodeSchema.safeParse(node);
  if (!parsed.success) return null;
  const { id, fieldValues: f } = parsed.data;
  return {
    id,
    title: f['/attributes/@sv01'],
    description: f['/attributes/@sv02'],
    timeline: f['/attributes/@sv03'] || null,
    deliverables: splitCommaList(f['/attributes/@sv04']),
    idealFor: f['/attributes/@sv05'] || null,
  };
}

export function mapServiceNodes(nodes: readonly unknown[], logger?: ContentLogger): Service[] {
  return mapValidNodes('service', nodes, mapServiceNode, logger);
}
