import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localAgents } from '@/lib/provider';
import { checkerAgent, chunkText } from '@/lib/agents/checker';
import { analyzePressRelease } from './engine';
import { buildCheckerMessage } from './instruction';
import { parseReport } from './parse-report';
import { writeReport } from './report';
import { DIMENSION_KEYS } from './types';

const agents = localAgents();

const read = (slug: string) => readFileSync(path.join(process.cwd(), 'test/fixtures/checker-calibration', `${slug}.txt`), 'utf8');
const excellent = read('lumora-labs-series-a');
const mid = read('kirafi-seed');
const poor = read('moonvault-token');

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of iterable) out.push(chunk);
  return out;
}

describe('analyzePressRelease', () => {
  it('keeps every dimension within 0–25 and the overall equal to their sum', () => {
    for (const text of [excellent, mid, poor, '', 'x'.repeat(20)]) {
      const a = analyzePressRelease(text);
      for (const key of DIMENSION_KEYS) {
        expect(a.dimensions[key].score).toBeGreaterThanOrEqual(0);
        expect(a.dimensions[key].score).toBeLessThanOrEqual(25);
      }
      expect(a.overall).toBe(DIMENSION_KEYS.reduce((s, k) => s + a.dimensions[k].score, 0));
    }
  });

  it('adds up each additive dimension from its signals', () => {
    const a = analyzePressRelease(mid);
    for (const key of ['clarity', 'proof', 'investor'] as const) {
      const dim = a.dimensions[key];
      expect(dim.signals.reduce((s, x) => s + x.max, 0)).toBe(25);
      expect(dim.score).toBe(dim.signals.reduce((s, x) => s + x.earned, 0));
    }
  });

  it('is deterministic: same text, same analysis', () => {
    expect(analyzePressRelease(mid)).toEqual(analyzePressRelease(mid));
  });

  it('gives 1–3 strengths and 1–5 improvements that name concrete things', () => {
    for (const text of [excellent, mid, poor]) {
      const a = analyzePressRelease(text);
      expect(a.strengths.length).toBeGreaterThanOrEqual(1);
      expect(a.strengths.length).toBeLessThanOrEqual(3);
      expect(a.improvements.length).toBeGreaterThanOrEqual(1);
      expect(a.improvements.length).toBeLessThanOrEqual(5);
    }
    const weak = analyzePressRelease(poor);
    expect(weak.improvements[0]).toContain('“to the moon”');
    expect(analyzePressRelease(mid).strengths.join(' ')).toContain('Sunda Ventures');
  });

  it('does not praise details of a release that sells', () => {
    expect(analyzePressRelease(poor).strengths).toEqual([expect.stringMatching(/^It has a headline and \d+ words of raw material/)]);
  });

  it('writes a one-sentence insight about the weakest dimension', () => {
    const a = analyzePressRelease(poor);
    expect(a.insight).toMatch(/^Media tone is the weakest part at 0\/25: /);
    expect(a.insight.match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(analyzePressRelease(excellent).insight).toMatch(/^This release is investor-ready/);
  });
});

describe('report text', () => {
  it('parses back to exactly the analysis', () => {
    for (const text of [excellent, mid, poor]) {
      const a = analyzePressRelease(text);
      expect(parseReport(writeReport(a))).toEqual({
        overallScore: a.overall,
        clarityScore: a.dimensions.clarity.score,
        proofScore: a.dimensions.proof.score,
        mediaToneScore: a.dimensions.tone.score,
        investorAppealScore: a.dimensions.investor.score,
        strengths: a.strengths,
        improvements: a.improvements,
        insight: a.insight,
      });
    }
  });

  it('lists every signal with its points in the breakdown', () => {
    const text = writeReport(analyzePressRelease(mid));
    expect(text).toContain('Score Breakdown:');
    expect(text).toMatch(/\* clarity: Headline \d\/5; Dateline \d\/3; Lead paragraph \d\/8/);
  });
});

describe('checkerAgent', () => {
  it('is the registered agent for purpose checker', () => {
    expect(agents.checker).toBe(checkerAgent);
  });

  it('streams the report for the release inside the instruction message, in small chunks', async () => {
    const chunks = await collect(checkerAgent({ conversationId: 'c1', text: buildCheckerMessage(mid), history: [] }));
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(120);
    expect(chunks.join('')).toBe(writeReport(analyzePressRelease(mid)));
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    const out: string[] = [];
    for await (const chunk of checkerAgent({ conversationId: 'c1', text: mid, history: [], signal: controller.signal })) {
      out.push(chunk);
      if (out.length === 3) controller.abort();
    }
    expect(out).toHaveLength(3);
  });

  it('splits text into pieces that join back exactly', () => {
    const text = '  Overall Score: 72/100\n\nKey  Strengths:\n- One\n';
    expect(chunkText(text, 2).join('')).toBe(text);
  });
});
