import { describe, expect, it } from 'vitest';
import { countSyllables, fleschKincaidGrade, matchDateline, parsePressRelease, splitSentences, wordCount } from './text';

const release = [
  'FOR IMMEDIATE RELEASE',
  '',
  'Lumora Labs Raises US$18 Million Series A',
  '',
  'SINGAPORE, 12 May 2025 — Lumora Labs, a payments company, today announced a round.',
  '',
  '"We built this for exporters," said Mai Tran, CEO of Lumora Labs.',
  '',
  'About Lumora Labs',
  'Founded in 2022, Lumora Labs builds payouts.',
  '',
  'Media contact',
  'press@lumoralabs.example',
  '',
  '###',
].join('\n');

describe('parsePressRelease', () => {
  it('separates preamble, headline, story, boilerplate and contact', () => {
    const doc = parsePressRelease(release);
    expect(doc.headline).toBe('Lumora Labs Raises US$18 Million Series A');
    expect(doc.story).toHaveLength(2);
    expect(doc.lead.startsWith('SINGAPORE, 12 May 2025')).toBe(true);
    expect(doc.about).toEqual(['About Lumora Labs', 'Founded in 2022, Lumora Labs builds payouts.']);
    expect(doc.contact).toEqual(['Media contact', 'press@lumoralabs.example']);
    expect(doc.subject).toBe('Lumora Labs');
    expect(doc.quotes.map((q) => q.text)).toEqual(['We built this for exporters,']);
    expect(doc.ownVoice).not.toContain('We built this');
  });

  it('splits a headline pasted right above its paragraph, and a dateline on its own line', () => {
    const doc = parsePressRelease('Lumora Labs Opens in Hanoi\nSINGAPORE, 12 May 2025 —\nLumora Labs today opened an office.\nIt hires 20 people.');
    expect(doc.headline).toBe('Lumora Labs Opens in Hanoi');
    expect(doc.lead).toBe('SINGAPORE, 12 May 2025 — Lumora Labs today opened an office.');
  });

  it('keeps hard-wrapped prose together', () => {
    const doc = parsePressRelease(
      'Lumora Labs Opens in Hanoi\n\nLumora Labs today opened an office in Hanoi that\nwill serve exporters across the north of the country\nfrom June onwards.',
    );
    expect(doc.story).toHaveLength(1);
  });

  it('finds no headline in a single block of prose', () => {
    expect(parsePressRelease('Lumora Labs today opened an office in Hanoi to serve exporters.').headline).toBeNull();
  });

  it('learns names from mid-sentence capitals only', () => {
    const doc = parsePressRelease('Today the team met. Partners include Granite Peak Ventures. The Lumora app grew.');
    expect([...doc.names].sort()).toEqual(['Granite', 'Lumora', 'Peak', 'Ventures']);
  });
});

describe('text helpers', () => {
  it('splits sentences at terminal punctuation before a capital or digit', () => {
    expect(splitSentences('It grew. 38% more users joined! Why? e.g. this stays.')).toEqual(['It grew.', '38% more users joined!', 'Why? e.g. this stays.']);
  });

  it('counts words that hold a letter or digit', () => {
    expect(wordCount('  Lumora — raised US$18 million, (2025) … ')).toBe(5);
  });

  it('reads datelines with place and date', () => {
    expect(matchDateline('HO CHI MINH CITY, Vietnam, 21 March 2025 — Ha Long Pay')).toMatchObject({
      place: 'HO CHI MINH CITY, Vietnam',
      date: '21 March 2025',
    });
    expect(matchDateline('Lumora Labs, a company founded in 2022, grew.')).toBeNull();
  });

  it('counts syllables by vowel groups', () => {
    expect(['the', 'payments', 'company', 'infrastructure', 'made', 'launched', 'created'].map(countSyllables)).toEqual([1, 2, 3, 4, 1, 1, 2]);
  });

  it('computes the Flesch–Kincaid grade of the story', () => {
    const simple = parsePressRelease(Array.from({ length: 6 }, () => 'The shop sells tea and cake to kids.').join(' '));
    const grade = fleschKincaidGrade(simple);
    // 8 one-syllable words per sentence: 0.39·8 + 11.8·1 − 15.59
    expect(grade).toBeCloseTo(0.39 * 8 + 11.8 - 15.59, 5);
  });
});
