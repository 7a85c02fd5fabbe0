import { z } from 'zod';
import { mapValidNodes, type ContentLogger } from './log';
import { readSector, type Sector } from './sector';
import { splitCommaList } from './split-list';

/** A case study as the pages render it (docs/behaviour.md#content-model). */
export type CaseStudy = {
  id: string;
  company: string;
  result: string | null;
  sector: Sector;
  challenge: string;
  strategy: string;
  placements: string[];
  impact: string;
};

const requiredText = z.string().trim().min(1);
const optionalText = z.string().trim().optional();

/**
 * A case study without its company, challenge, strategy or impact would render as an empty shell,
 * so such a node is skipped. The sector is read leniently (see sector.ts) and never rejects a node.
 */
export const caseStudyNodeSchema = z.object({
  id: z.string().trim().min(1),
  fieldValues: z.object({
    '/text': requiredText,
    '/attributes/@cs01': optionalText,
    '/attributes/@cs02': z.unknown().optional(),
    '/attributes/@cs03': requiredText,
    '/attributes/@cs04': requiredText,
    '/attributes/@cs05': optionalText,
    '/attributes/@cs06': requiredText,
  }),
});

export function mapCaseStudyNode(node: unknown): CaseStudy | null {
  const parsed = caseStudyNodeSchema.safeParse(node);
  if (!parsed.success) return null;
  const { id, fieldValues: f } = parsed.data;
  return {
    id,
    company: f['/text'],
    result: f['/attributes/@cs01'] || null,
    sector: readSector(f['/attributes/@cs02']),
    challenge: f['/attributes/@cs03'],
    strategy: f['/attributes/@cs04'],
    placements: splitCommaList(f['/attributes/@cs05']),
    impact: f['/attributes/@cs06'],
  };
}

export function mapCaseStudyNodes(nodes: readonly unknown[], logger?: ContentLogger): CaseStudy[] {
  return mapValidNodes('case-study', nodes, mapCaseStudyNode, logger);
}
