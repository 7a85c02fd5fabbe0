import { describe, expect, it } from 'vitest';
import { checkerLeadSchema } from '@/lib/validation/checker-lead';
import { buildLeadPayload } from './lead';
import type { CredibilityReport } from './types';

const report: CredibilityReport = {
  overallScore: 72,
  clarityScore: 20,
  proofScore: 15,
  mediaToneScore: 22,
  investorAppealScore: 15,
  strengths: ['Clear headline', 'Named investor'],
  improvements: ['Add a dateline', 'Add data', 'Cut hype'],
  insight: 'Proof beats promises.',
};
const release = 'Lumora Labs today announced payouts for exporters. '.repeat(8);

describe('buildLeadPayload', () => {
  it('carries the documented fields, joins the lists and leaves the honeypot empty', () => {
    const payload = buildLeadPayload(
      { name: ' Mai Tran ', company: 'Lumora Labs', email: 'mai@lumoralabs.example ' },
      report,
      release,
    );
    expect(payload).toEqual({
      name: 'Mai Tran',
      company: 'Lumora Labs',
      email: 'mai@lumoralabs.example',
      overallScore: 72,
      clarityScore: 20,
      proofScore: 15,
      mediaToneScore: 22,
      investorAppealScore: 15,
      pressReleaseText: release,
      strengths: 'Clear headline; Named investor',
      improvements: 'Add a dateline; Add data; Cut hype',
      website: '',
    });
    expect(checkerLeadSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps long lists within the API limit', () => {
    const long = { ...report, improvements: Array.from({ length: 5 }, () => 'x'.repeat(600)) };
    const payload = buildLeadPayload(
      { name: 'Mai', company: 'Lumora', email: 'mai@lumoralabs.example' },
      long,
      release,
    );
    expect(payload.improvements.length).toBe(2000);
    expect(checkerLeadSchema.safeParse(payload).success).toBe(true);
  });
});
