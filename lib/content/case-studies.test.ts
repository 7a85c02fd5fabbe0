import { describe, expect, it, vi } from 'vitest';
import { readContentFile } from './files';
import { mapCaseStudyNode, mapCaseStudyNodes } from './case-studies';
import { pageSectorBadge } from './sector';

const seed = readContentFile('case-studies');

const validNode = {
  id: 'cs-1',
  fieldValues: {
    '/text': 'Aurelis Network',
    '/attributes/@cs01': '41 placements in 10 days',
    '/attributes/@cs02': { optionId: 'web3' },
    '/attributes/@cs03': 'Late to a crowded launch window.',
    '/attributes/@cs04': 'Led with one verifiable number.',
    '/attributes/@cs05': 'ChainBrief, Orbit Wire ,, Google News',
    '/attributes/@cs06': '4.2x more sign-ups.',
  },
};

const withField = (key: string, value: unknown) => ({
  id: 'x',
  fieldValues: { ...validNode.fieldValues, [key]: value },
});

function withoutFields(...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(validNode.fieldValues).filter(([key]) => !keys.includes(key)));
}

describe('mapCaseStudyNode', () => {
  it('maps every field, splits placements and reads the sector', () => {
    expect(mapCaseStudyNode(validNode)).toEqual({
      id: 'cs-1',
      company: 'Aurelis Network',
      result: '41 placements in 10 days',
      sector: { optionId: 'web3', value: 'web3' },
      challenge: 'Late to a crowded launch window.',
      strategy: 'Led with one verifiable number.',
      placements: ['ChainBrief', 'Orbit Wire', 'Google News'],
      impact: '4.2x more sign-ups.',
    });
  });

  it('accepts the sector as a plain string', () => {
    expect(mapCaseStudyNode(withField('/attributes/@cs02', 'tech'))?.sector).toEqual({
      optionId: 'other',
      value: 'tech',
    });
  });

  it('keeps a node whose sector is missing, reading it as other', () => {
    const mapped = mapCaseStudyNode({ id: 'cs-2', fieldValues: withoutFields('/attributes/@cs02') });
    expect(mapped?.sector).toEqual({ optionId: 'other', value: 'other' });
    expect(mapped && pageSectorBadge(mapped.sector).tone).toBe('green');
  });

  it('accepts a node without result and placements', () => {
    const mapped = mapCaseStudyNode({
      id: 'cs-3',
      fieldValues: withoutFields('/attributes/@cs01', '/attributes/@cs05'),
    });
    expect(mapped?.result).toBeNull();
    expect(mapped?.placements).toEqual([]);
  });

  it.each([
    ['undefined', undefined],
    ['an array', [validNode]],
    ['a numeric id', { ...validNode, id: 12 }],
    ['fieldValues as a string', { id: 'x', fieldValues: 'nope' }],
    ['no company name', withField('/text', undefined)],
    ['a blank company name', withField('/text', '  ')],
    ['no challenge', withField('/attributes/@cs03', undefined)],
    ['a numeric strategy', withField('/attributes/@cs04', 3)],
    ['placements as an object', withField('/attributes/@cs05', { a: 1 })],
    ['no impact', withField('/attributes/@cs06', '')],
  ])('rejects a node with %s', (_, node) => {
    expect(mapCaseStudyNode(node)).toBeNull();
  });
});

describe('mapCaseStudyNodes', () => {
  it('skips and logs malformed nodes while keeping the valid ones in order', () => {
    const logger = { error: vi.fn() };
    const result = mapCaseStudyNodes(
      [withField('/text', ''), validNode, 'garbage', { ...validNode, id: 'cs-9' }],
      logger,
    );
    expect(result.map((c) => c.id)).toEqual(['cs-1', 'cs-9']);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenNthCalledWith(1, expect.stringContaining('index 0'), 'id=x');
    expect(logger.error).toHaveBeenNthCalledWith(2, expect.stringContaining('index 2'), 'id=unknown');
  });

  it('maps all seed case studies and covers web3, fintech and tech', () => {
    const logger = { error: vi.fn() };
    const caseStudies = mapCaseStudyNodes(seed.nodes, logger);
    expect(logger.error).not.toHaveBeenCalled();
    expect(caseStudies.length).toBe(seed.nodes.length);
    expect(caseStudies.length).toBeGreaterThanOrEqual(6);
    const tones = new Set(caseStudies.map((c) => pageSectorBadge(c.sector).label));
    expect(tones).toEqual(new Set(['Web3', 'Fintech', 'Tech']));
    for (const caseStudy of caseStudies) {
      expect(caseStudy.result).not.toBeNull();
      expect(caseStudy.placements.length).toBeGreaterThanOrEqual(3);
    }
  });
});
