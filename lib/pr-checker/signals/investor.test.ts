import { describe, expect, it } from 'vitest';
import { parsePressRelease } from '../text';
import { complianceSignal, fundingSignal, marketSignal, teamSignal, tractionSignal, fundsUseSignal } from './investor';

const doc = (text: string) => parsePressRelease(text);

describe('traction', () => {
  it('counts user and customer counts and figures next to traction words', () => {
    const s = tractionSignal(doc('It has processed US$740 million for 310 business customers, and volume grew 38% last quarter.'));
    expect(s.earned).toBe(6);
    expect(s.strength).toContain('“US$740 million”, “310 business customers” and “38%”');
  });

  it('does not take a funding amount or a market size for traction', () => {
    expect(tractionSignal(doc('It raised US$18 million Series A. The market is worth US$40 billion.')).earned).toBe(0);
  });

  it('scores 3 for one metric and asks for more', () => {
    const s = tractionSignal(doc('The app has 45,000 registered users.'));
    expect(s.earned).toBe(3);
    expect(s.improvement).toContain('“45,000 registered users”');
  });
});

describe('funding', () => {
  it('wants the round, the amount and a named investor', () => {
    const s = fundingSignal(doc('KiraFi closed a US$3 million seed round led by Sunda Ventures.'));
    expect(s.earned).toBe(5);
    expect(s.strength).toContain('Sunda Ventures');
  });

  it('says what is missing', () => {
    const s = fundingSignal(doc('KiraFi closed a seed round this month.'));
    expect(s.earned).toBe(2);
    expect(s.improvement).toBe('The funding news leaves out the amount and the lead investor by name.');
    expect(fundingSignal(doc('KiraFi launched an app.')).earned).toBe(0);
  });
});

describe('market', () => {
  it('gives 4 for a sized market, 2 for a described one', () => {
    expect(marketSignal(doc('Cross-border B2B payments in the region are a US$40 billion market.')).earned).toBe(4);
    expect(marketSignal(doc('Demand for instant payouts is rising among the underbanked.')).earned).toBe(2);
    expect(marketSignal(doc('The app is blue.')).improvement).toContain('No market context');
  });
});

describe('team', () => {
  it('adds title, track record and board', () => {
    expect(teamSignal(doc('said Mai Tran, CEO, who previously ran treasury at a bank. Daniel Koh joins the board.')).earned).toBe(4);
    expect(teamSignal(doc('said Mai Tran, CEO.')).earned).toBe(2);
    const none = teamSignal(doc('The app is live.'));
    expect(none.earned).toBe(0);
    expect(none.improvement).toContain('founders or executives with their titles');
  });
});

describe('compliance', () => {
  it('gives 3 for a named regulator, 2 for a licence or audit alone', () => {
    expect(complianceSignal(doc('It holds a licence from the Monetary Authority of Singapore.')).earned).toBe(3);
    expect(complianceSignal(doc('Its contracts were audited last month.')).earned).toBe(2);
    expect(complianceSignal(doc('It is fast.')).earned).toBe(0);
  });
});

describe('use of funds', () => {
  it('gives 3 for what the money pays for, 2 for a forward plan', () => {
    const s = fundsUseSignal(doc('The company will use the funds to enter Vietnam and the Philippines.'));
    expect(s.earned).toBe(3);
    expect(s.strength).toContain('will use the funds');
    expect(fundsUseSignal(doc('It plans to add rupiah payouts in Q1 2026.')).earned).toBe(2);
    expect(fundsUseSignal(doc('It is fast.')).earned).toBe(0);
  });
});
