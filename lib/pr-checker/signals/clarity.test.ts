import { describe, expect, it } from 'vitest';
import { parsePressRelease } from '../text';
import { datelineSignal, headlineSignal, leadSignal, paragraphSignal, readabilitySignal, sentenceSignal } from './clarity';

const doc = (text: string) => parsePressRelease(text);

const BODY =
  'SINGAPORE, 12 May 2025 — Lumora Labs, a Singapore-based payments company, today announced a payout service for exporters. Lumora Labs said the service settles in four minutes.';

describe('headline', () => {
  it('gives full marks to a 6–14 word headline that names the company and the news', () => {
    const s = headlineSignal(doc(`Lumora Labs Raises US$18 Million to Expand Payouts in Asia\n\n${BODY}`));
    expect(s.earned).toBe(5);
    expect(s.strength).toContain('“Lumora Labs Raises US$18 Million to Expand Payouts in Asia”');
    expect(s.improvement).toBeUndefined();
  });

  it('scores nothing and asks for one when the text starts with the body', () => {
    const s = headlineSignal(doc(BODY));
    expect(s.earned).toBe(0);
    expect(s.improvement).toMatch(/^Add a headline/);
  });

  it('loses points for length, a missing company name and missing news, and says which', () => {
    const long = 'An Exciting Story About How Payments Are Changing For Many Small Exporters Across The Whole Region In The Coming Years And Beyond';
    const s = headlineSignal(doc(`${long}\n\n${BODY}`));
    expect(s.earned).toBe(1);
    expect(s.improvement).toContain('cut it from 22 to 6–14 words');
    expect(s.improvement).toContain('name the company in it');
    expect(s.improvement).toContain('state the concrete news');
  });

  it('never praises a headline that shouts or sells', () => {
    const s = headlineSignal(doc(`LUMORA LABS LAUNCHES AMAZING PAYOUTS TODAY!!!\n\n${BODY}`));
    expect(s.earned).toBeGreaterThanOrEqual(4);
    expect(s.strength).toBeUndefined();
  });
});

describe('dateline', () => {
  it('recognises city-and-date datelines in the usual formats', () => {
    for (const opening of ['SINGAPORE, 12 May 2025 —', 'HO CHI MINH CITY, Vietnam, May 12, 2025 -', 'Hong Kong – 2025-05-12 –']) {
      const s = datelineSignal(doc(`Headline for the Story Goes Here\n\n${opening} Lumora Labs announced a service.`));
      expect(s.earned, opening).toBe(3);
      expect(s.strength).toBeDefined();
    }
  });

  it('gives 1 point for a date without the dateline form, 0 for none', () => {
    expect(datelineSignal(doc('Lumora Labs on 12 May 2025 announced a payout service for exporters in Asia.')).earned).toBe(1);
    const none = datelineSignal(doc('Lumora Labs announced a payout service for exporters in Asia.'));
    expect(none.earned).toBe(0);
    expect(none.improvement).toContain('dateline');
  });
});

describe('lead', () => {
  it('finds who, what, when and where', () => {
    const s = leadSignal(doc(`Headline Here for Lumora\n\n${BODY}`));
    expect(s.earned).toBe(8);
    expect(s.strength).toContain('who (Lumora Labs)');
    expect(s.strength).toContain('what (“announced”)');
    expect(s.strength).toContain('when (12 May 2025)');
    expect(s.strength).toContain('where (SINGAPORE)');
  });

  it('names the missing Ws', () => {
    const s = leadSignal(doc('We are so happy to share something big with everyone who follows us.'));
    expect(s.earned).toBe(0);
    expect(s.improvement).toContain('who (the company by name), what, when and where');
  });

  it('counts "today" and a "-based" company as when and where', () => {
    const s = leadSignal(doc('Mekong Remit, a Hanoi-based fintech, today launched transfers to Japan for Mekong Remit users.'));
    expect(s.earned).toBe(8);
  });
});

/** A sentence of n words. */
const sentence = (n: number) => `Merchants ${Array.from({ length: n - 2 }, (_, i) => (i % 2 ? 'payments' : 'merchants')).join(' ')} grew.`;

describe('paragraphs', () => {
  it('wants four or more short paragraphs', () => {
    const para = `${sentence(15)} ${sentence(15)}`;
    expect(paragraphSignal(doc([para, para, para, para].join('\n\n'))).earned).toBe(3);
    expect(paragraphSignal(doc([para, para, para].join('\n\n'))).earned).toBe(2);
    expect(paragraphSignal(doc([para, para].join('\n\n'))).earned).toBe(1);
  });

  it('calls out a single block and an overlong paragraph', () => {
    expect(paragraphSignal(doc(sentence(60))).improvement).toMatch(/single block of 60 words/);
    const long = Array.from({ length: 9 }, () => sentence(20)).join(' ');
    const s = paragraphSignal(doc([long, sentence(20), sentence(20), sentence(20)].join('\n\n')));
    expect(s.earned).toBe(1);
    expect(s.improvement).toMatch(/runs 180 words/);
  });
});

describe('sentence length', () => {
  it('gives full marks for 12–24 word sentences', () => {
    const s = sentenceSignal(doc(Array.from({ length: 4 }, () => sentence(18)).join(' ')));
    expect(s.earned).toBe(3);
    expect(s.strength).toContain('18 words');
  });

  it('marks down choppy fragments and run-on sentences', () => {
    expect(sentenceSignal(doc('Buy now. Big news. Join us. It is live. Go go go.')).earned).toBe(1);
    const runOn = sentenceSignal(doc(Array.from({ length: 3 }, () => sentence(45)).join(' ')));
    expect(runOn.earned).toBe(0);
    expect(runOn.improvement).toMatch(/3 sentences run past 40 words/);
  });
});

describe('readability', () => {
  it('accepts plain business prose', () => {
    const text = Array.from({ length: 5 }, () => 'The company helps small shops in Vietnam take card payments from visitors at the till.').join(' ');
    expect(readabilitySignal(doc(text)).earned).toBe(3);
  });

  it('marks down dense jargon and says the grade', () => {
    const text = Array.from(
      { length: 4 },
      () => 'Institutional-grade interoperability infrastructure operationalises multijurisdictional tokenisation methodologies, facilitating unprecedented organisational decentralisation capabilities.',
    ).join(' ');
    const s = readabilitySignal(doc(text));
    expect(s.earned).toBe(0);
    expect(s.improvement).toMatch(/Flesch–Kincaid grade \d+/);
  });

  it('needs enough text to judge', () => {
    expect(readabilitySignal(doc('Short note about a launch.')).improvement).toContain('too little body text');
  });
});
