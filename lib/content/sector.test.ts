import { describe, expect, it } from 'vitest';
import { homeSectorBadge, pageSectorBadge, readSector } from './sector';

describe('readSector', () => {
  it('reads a select value', () => {
    expect(readSector({ optionId: 'web3' })).toEqual({ optionId: 'web3', value: 'web3' });
    expect(readSector({ optionId: 'fintech' })).toEqual({ optionId: 'fintech', value: 'fintech' });
    expect(readSector({ optionId: 'other' })).toEqual({ optionId: 'other', value: 'other' });
  });

  it('uses the select label as the plain-string reading', () => {
    expect(readSector({ optionId: 'other', label: 'Tech' })).toEqual({ optionId: 'other', value: 'tech' });
  });

  it('reads a plain string, mapping unknown values to the other option', () => {
    expect(readSector(' Web3 ')).toEqual({ optionId: 'web3', value: 'web3' });
    expect(readSector('tech')).toEqual({ optionId: 'other', value: 'tech' });
    expect(readSector('gaming')).toEqual({ optionId: 'other', value: 'gaming' });
  });

  it('treats an unknown optionId as other but keeps it as the string reading', () => {
    expect(readSector({ optionId: 'healthtech' })).toEqual({ optionId: 'other', value: 'healthtech' });
  });

  it.each([undefined, null, '', '   ', 5, {}, { optionId: '' }, { label: 'tech' }, ['web3']])(
    'falls back to other for %j',
    (raw) => {
      expect(readSector(raw)).toEqual({ optionId: 'other', value: 'other' });
    },
  );
});

describe('homeSectorBadge (select reading, other = Tech)', () => {
  it('labels and colours each option', () => {
    expect(homeSectorBadge(readSector({ optionId: 'web3' }))).toEqual({ label: 'Web3', tone: 'green' });
    expect(homeSectorBadge(readSector({ optionId: 'fintech' }))).toEqual({ label: 'Fintech', tone: 'gold' });
    expect(homeSectorBadge(readSector({ optionId: 'other' }))).toEqual({ label: 'Tech', tone: 'orange' });
    expect(homeSectorBadge(readSector({ optionId: 'other', label: 'tech' }))).toEqual({ label: 'Tech', tone: 'orange' });
  });
});

describe('pageSectorBadge (plain-string reading)', () => {
  it('colours web3 green, fintech gold, tech orange', () => {
    expect(pageSectorBadge(readSector('web3'))).toEqual({ label: 'Web3', tone: 'green' });
    expect(pageSectorBadge(readSector({ optionId: 'fintech' }))).toEqual({ label: 'Fintech', tone: 'gold' });
    expect(pageSectorBadge(readSector({ optionId: 'other', label: 'tech' }))).toEqual({ label: 'Tech', tone: 'orange' });
    expect(pageSectorBadge(readSector('TECH'))).toEqual({ label: 'Tech', tone: 'orange' });
  });

  it('colours any other value green and shows it title-cased', () => {
    expect(pageSectorBadge(readSector({ optionId: 'other' }))).toEqual({ label: 'Other', tone: 'green' });
    expect(pageSectorBadge(readSector('real-world assets'))).toEqual({ label: 'Real-World Assets', tone: 'green' });
  });
});
