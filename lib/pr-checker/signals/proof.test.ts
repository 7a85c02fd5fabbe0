import { describe, expect, it, vi } from 'vitest';
import { SPEECH_VERB } from '../lexicon';
import { findDataPoints, findThirdParties } from '../facts';
import { parsePressRelease } from '../text';
import { dataPointSignal, quoteSignal, thirdPartySignal, verifiableSignal } from './proof';

const doc = (text: string) => parsePressRelease(text);

describe('data points', () => {
  it('finds amounts, percentages, multiples and counts, each once', () => {
    const points = findDataPoints(
      'It raised US$18 million, grew 38% and 2.5x in a year, serves 310 business customers and 1.2 million merchants, and again US$18 million.',
    ).map((p) => p.text);
    expect(points).toEqual(['US$18 million', '38%', '2.5x', '310 business customers', '1.2 million merchants']);
  });

  it('ignores dates and years', () => {
    expect(findDataPoints('On 12 May 2025, since 2019, the team met.')).toEqual([]);
  });

  it('scores 0, 2, 4, 6 and 8 as the count rises', () => {
    const texts = ['No figures at all here.', 'Up 5%.', 'Up 5% to US$3 million.', 'Up 5%, 9% and 12% to US$3 million.', 'Up 5%, 9%, 12% and 40% to US$3 million.'];
    expect(texts.map((t) => dataPointSignal(doc(t)).earned)).toEqual([0, 2, 4, 6, 8]);
  });

  it('quotes the figures in its strength and asks for numbers when there are none', () => {
    expect(dataPointSignal(doc('Up 5%, 9% and 12% to US$3 million.')).strength).toContain('“5%”, “9%” and “12%”');
    expect(dataPointSignal(doc('A big launch.')).improvement).toContain('not a single number');
  });
});

describe('attributed quotes', () => {
  const q1 = '"Exporters lose up to six percent of every invoice to fees," said Mai Tran, CEO of Lumora Labs.';
  const q2 = '"Lumora has real payment volume and a regulated base," said Daniel Koh, general partner at Granite Peak Ventures.';

  it('gives 4 for one attributed quote and 6 for two from different paragraphs', () => {
    expect(quoteSignal(doc(q1)).earned).toBe(4);
    expect(quoteSignal(doc(`${q1}\n\n${q2}`)).earned).toBe(6);
  });

  it('counts two quotations in one paragraph as one statement', () => {
    expect(quoteSignal(doc(`${q1} "We built this so designers in Da Nang are paid on time."`)).earned).toBe(4);
  });

  it('gives 1 for a quote with no named speaker and asks for attribution', () => {
    const s = quoteSignal(doc('"This is the best version of our wallet yet and a big step."'));
    expect(s.earned).toBe(1);
    expect(s.improvement).toContain('has no named speaker');
  });

  it('looks for the speaker once per paragraph, not once per quotation', () => {
    // Hundreds of quotations in one 20,000-character paragraph: scanning the paragraph for each
    // was quadratic (seconds per message).
    const crafted = `${'“abcdefghijklmnopqrst”'.repeat(909)} said`;
    const scan = vi.spyOn(SPEECH_VERB, 'test');
    try {
      const s = quoteSignal(doc(`A headline\n\n${crafted}\n\n${crafted} again`));
      expect(scan).toHaveBeenCalledTimes(2);
      expect(s.earned).toBe(1);
    } finally {
      scan.mockRestore();
    }
  });

  it('ignores short quoted terms', () => {
    expect(quoteSignal(doc('The so-called "super app" model spread.')).earned).toBe(0);
  });
});

describe('named third parties', () => {
  it('reads investor lists, partners, customers and regulators', () => {
    const d = doc(
      'Lumora Labs raised funds led by Granite Peak Ventures, with participation from Lotus Capital and Mekong Angels. ' +
        'It partnered with Saigon Commerce Bank. Its customers include Harbourline Logistics. ' +
        'It is licensed by the Monetary Authority of Singapore (MAS). Lumora Labs is growing.',
    );
    expect(findThirdParties(d)).toEqual([
      { name: 'Granite Peak Ventures', role: 'investor' },
      { name: 'Lotus Capital', role: 'investor' },
      { name: 'Mekong Angels', role: 'investor' },
      { name: 'Saigon Commerce Bank', role: 'partner' },
      { name: 'Harbourline Logistics', role: 'customer' },
      { name: 'Monetary Authority of Singapore', role: 'regulator' },
    ]);
    expect(thirdPartySignal(d).earned).toBe(6);
  });

  it('does not count places or the company itself', () => {
    const d = doc('Lumora Labs expands together with Lumora Labs Vietnam. Partners such as Singapore and Vietnam benefit. Lumora Labs grows.');
    expect(findThirdParties(d)).toEqual([]);
    expect(thirdPartySignal(d).improvement).toContain('No named investors');
  });

  it('scores 3 for one and 5 for two', () => {
    expect(thirdPartySignal(doc('Today Lumora Labs partnered with Saigon Commerce Bank. Today Lumora Labs grew.')).earned).toBe(3);
    expect(thirdPartySignal(doc('Today Lumora Labs partnered with Saigon Commerce Bank and is regulated by the SEC.')).earned).toBe(5);
  });
});

describe('verifiable details', () => {
  it('adds 2 for an About section, 1 each for website, contact and a checkable reference', () => {
    const full = doc(
      'Headline About Lumora Launch Today\n\nLumora Labs launched payouts today.\n\nAbout Lumora Labs\nFounded in 2022, Lumora Labs builds payouts. Visit lumoralabs.example.\n\nMedia contact\npress@lumoralabs.example',
    );
    const s = verifiableSignal(full);
    expect(s.earned).toBe(5);
    expect(s.strength).toContain('a website');
    expect(verifiableSignal(doc('Lumora Labs launched payouts today.')).earned).toBe(0);
  });

  it('lists what is missing', () => {
    const s = verifiableSignal(doc('Lumora Labs launched payouts today. Read more at lumoralabs.example.'));
    expect(s.earned).toBe(1);
    expect(s.improvement).toContain('an “About” paragraph');
    expect(s.improvement).toContain('a media contact with email');
    expect(s.improvement).not.toContain('the website');
  });

  it('does not take the domain of an email address for a website', () => {
    expect(verifiableSignal(doc('Write to press@lumoralabs.example for details.')).improvement).toContain('the website');
  });
});
