/**
 * Case-study sector (`/attributes/@cs02`), read two ways as docs/behaviour.md#content-model describes:
 *
 * - Home reads it as a select value: `optionId` is web3, fintech or other, and other means Tech.
 * - /case-studies reads it as a plain string such as web3, fintech or tech.
 *
 * Stored shapes and what each reading yields:
 *
 * | stored value                                 | home (select)   | /case-studies (string) | badge  |
 * |----------------------------------------------|-----------------|------------------------|--------|
 * | { "optionId": "web3" }                       | Web3            | web3                   | green  |
 * | { "optionId": "fintech" }                    | Fintech         | fintech                | gold   |
 * | { "optionId": "other", "label": "tech" }     | Tech            | tech                   | orange |
 * | { "optionId": "other" }                      | Tech            | other                  | green  |
 * | { "optionId": "other", "label": "gaming" }   | Tech            | gaming                 | green  |
 * | "web3" / "fintech" (plain string)            | Web3 / Fintech  | web3 / fintech         | as above |
 * | "tech" (plain string)                        | Tech            | tech                   | orange |
 *
 * The seed content stores tech companies as `{ optionId: "other", label: "tech" }` so a provider that
 * only knows the three select options still works on home, while /case-studies shows the orange Tech
 * badge. A plain-string value is accepted as well, so both readings work whichever way an editor
 * filled the field. A missing or unreadable value falls back to "other".
 */
import { z } from 'zod';

type SectorOption = 'web3' | 'fintech' | 'other';
export type BadgeTone = 'green' | 'gold' | 'orange';
export type SectorBadge = { label: string; tone: BadgeTone };

export type Sector = {
  /** The select reading used on home. */
  optionId: SectorOption;
  /** The plain-string reading used on /case-studies, lower-cased. */
  value: string;
};

const selectSchema = z.object({
  optionId: z.string().trim().min(1),
  label: z.string().trim().min(1).optional(),
});

function toOption(value: string): SectorOption {
  if (value === 'web3' || value === 'fintech') return value;
  return 'other';
}

const FALLBACK_SECTOR: Sector = { optionId: 'other', value: 'other' };

export function readSector(raw: unknown): Sector {
  if (typeof raw === 'string') {
    const value = raw.trim().toLowerCase();
    return value ? { optionId: toOption(value), value } : FALLBACK_SECTOR;
  }
  const select = selectSchema.safeParse(raw);
  if (!select.success) return FALLBACK_SECTOR;
  const optionId = toOption(select.data.optionId.toLowerCase());
  const value = (select.data.label ?? select.data.optionId).toLowerCase();
  return { optionId, value };
}

/** Home: the select reading, where other means Tech. */
export function homeSectorBadge(sector: Sector): SectorBadge {
  switch (sector.optionId) {
    case 'web3':
      return { label: 'Web3', tone: 'green' };
    case 'fintech':
      return { label: 'Fintech', tone: 'gold' };
    default:
      return { label: 'Tech', tone: 'orange' };
  }
}

/** /case-studies: the plain-string reading. web3 green, fintech gold, tech orange, any other value green. */
export function pageSectorBadge(sector: Sector): SectorBadge {
  switch (sector.value) {
    case 'web3':
      return { label: 'Web3', tone: 'green' };
    case 'fintech':
      return { label: 'Fintech', tone: 'gold' };
    case 'tech':
      return { label: 'Tech', tone: 'orange' };
    default:
      return { label: titleCase(sector.value), tone: 'green' };
  }
}

function titleCase(value: string): string {
  return value.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
