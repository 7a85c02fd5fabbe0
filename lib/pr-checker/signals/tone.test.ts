import { describe, expect, it } from 'vitest';
import { parsePressRelease } from '../text';
import { capitalsSignal, claimSignal, cryptoRedFlagSignal, exclamationSignal, hypeSignal, personSignal } from './tone';

const doc = (text: string) => parsePressRelease(text);
const deduction = (s: { earned: number; max: number }) => s.max - s.earned;

describe('hype', () => {
  it('deducts 2 per strong hype word and 1 per buzzword after the first', () => {
    expect(deduction(hypeSignal(doc('A revolutionary and amazing wallet.')))).toBe(4);
    expect(deduction(hypeSignal(doc('An innovative wallet.')))).toBe(0);
    expect(deduction(hypeSignal(doc('An innovative, seamless, cutting-edge wallet.')))).toBe(2);
  });

  it('caps the deduction at 8 and names the words', () => {
    const s = hypeSignal(doc('Revolutionary, groundbreaking, amazing, incredible, world-class, game-changing wallet.'));
    expect(s.earned).toBe(0);
    expect(s.improvement).toContain('“Revolutionary”');
  });

  it('leaves buzzwords inside a quotation to the speaker', () => {
    expect(deduction(hypeSignal(doc('"It is an innovative, seamless and powerful wallet for everyone," said Mai Tran, CEO.')))).toBe(0);
  });
});

describe('exclamation marks', () => {
  it('deducts one each up to 4, outside quotations', () => {
    expect(deduction(exclamationSignal(doc('Live now! Join us!')))).toBe(2);
    expect(deduction(exclamationSignal(doc('Live now!!!!! Really!')))).toBe(4);
    expect(deduction(exclamationSignal(doc('"What a day for our users and partners!" said Mai Tran, CEO.')))).toBe(0);
  });
});

describe('capitals', () => {
  it('deducts for shouted words but not for acronyms, the dateline city or short acronyms', () => {
    expect(deduction(capitalsSignal(doc('SINGAPORE, 12 May 2025 — The MAS licence lets the API serve SMEs and DeFi apps with KYC.')))).toBe(0);
    const s = capitalsSignal(doc('The HUGE launch is LIVE NOW for everyone.'));
    expect(deduction(s)).toBe(3);
    expect(s.improvement).toContain('“HUGE”');
  });
});

describe('first and second person', () => {
  it('counts we, our, you outside quotations', () => {
    expect(deduction(personSignal(doc('Lumora Labs launched payouts.')))).toBe(0);
    expect(deduction(personSignal(doc('We launched payouts.')))).toBe(1);
    expect(deduction(personSignal(doc('We launched our payouts for you and your team.')))).toBe(3);
    expect(deduction(personSignal(doc('We, our, us, you, your, my and I all launched it.')))).toBe(5);
  });

  it('does not count quoted speech or the US', () => {
    expect(deduction(personSignal(doc('"We built our product for you," said Mai Tran, CEO. Lumora Labs entered the US.')))).toBe(0);
  });
});

describe('unsupported claims', () => {
  it('deducts 2 per sweeping claim without a source or number', () => {
    const s = claimSignal(doc('Pixel Harbor is the only platform for artists. It is the first marketplace of its kind.'));
    expect(deduction(s)).toBe(4);
    expect(s.improvement).toContain('“Pixel Harbor is the only platform for artists.”');
  });

  it('accepts a claim backed by a number or a source', () => {
    expect(deduction(claimSignal(doc('It is the largest lender in Vietnam by loan book, according to the SBV.')))).toBe(0);
    expect(deduction(claimSignal(doc('It is the first exchange to list 40 tokens.')))).toBe(0);
  });
});

describe('crypto red flags', () => {
  it('deducts 4 per promise or price talk, up to 10', () => {
    expect(deduction(cryptoRedFlagSignal(doc('Stake and earn guaranteed returns.')))).toBe(4);
    const s = cryptoRedFlagSignal(doc('Guaranteed returns, 100x, to the moon, buy now.'));
    expect(s.earned).toBe(0);
    expect(s.improvement).toContain('financial-promotion rules');
  });

  it('leaves ordinary finance language alone', () => {
    expect(deduction(cryptoRedFlagSignal(doc('Deposits are held with a licensed custodian and yields are disclosed monthly.')))).toBe(0);
  });
});
