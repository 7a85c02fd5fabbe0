/** The home page numbers (spec section 2, Home). Values are the final counts; the suffix follows them. */
export type Stat = { id: string; value: number; suffix: string; label: string };

export const stats: Stat[] = [
  { id: 'journalists', value: 450000, suffix: '+', label: 'Journalists and publishers' },
  { id: 'projects', value: 100, suffix: '+', label: 'Projects' },
  { id: 'releases', value: 25, suffix: '+', label: 'Press releases per month' },
];
