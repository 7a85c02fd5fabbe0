/**
 * The trusted-by grid on the home page: six outlets rendered as our own text wordmarks, so no
 * third-party logo is copied. The names are fictional and match the placements in the case studies.
 */
export type Publication = {
  name: string;
  /** Short descriptor shown under the wordmark. */
  kind: string;
  /** Typographic treatment of the wordmark; each gets a distinct look without image assets. */
  style: 'serif' | 'sans' | 'mono' | 'condensed' | 'italic' | 'caps';
};

export const publications: Publication[] = [
  { name: 'ChainBrief', kind: 'Crypto news', style: 'sans' },
  { name: 'Asia Markets Daily', kind: 'Business daily', style: 'serif' },
  { name: 'Fintech Meridian', kind: 'Fintech magazine', style: 'italic' },
  { name: 'Mekong Business Review', kind: 'Regional business', style: 'condensed' },
  { name: 'TechHarbour', kind: 'Technology news', style: 'mono' },
  { name: 'Orbit Wire', kind: 'Newswire', style: 'caps' },
];
