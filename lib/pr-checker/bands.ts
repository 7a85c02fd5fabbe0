/** A dimension score's band, label and colour (maximum 25; docs/behaviour.md#score-bands). */
export type ScoreBand = {
  label: 'Excellent' | 'Good' | 'Fair' | 'Needs Work';
  tone: 'green' | 'amber' | 'neutral' | 'red';
};

export function scoreBand(score: number): ScoreBand {
  if (score >= 20) return { label: 'Excellent', tone: 'green' };
  if (score >= 15) return { label: 'Good', tone: 'amber' };
  if (score >= 10) return { label: 'Fair', tone: 'neutral' };
  return { label: 'Needs Work', tone: 'red' };
}
