import { describe, expect, it, vi } from 'vitest';
import { readContentFile } from './files';
import { mapServiceNode, mapServiceNodes } from './services';

const seed = readContentFile('services');

const validNode = {
  id: 'svc-1',
  fieldValues: {
    '/attributes/@sv01': '  Launch PR ',
    '/attributes/@sv02': 'Coverage on launch day.',
    '/attributes/@sv03': '7-14 days',
    '/attributes/@sv04': 'Press kit, Embargoed briefings,, Coverage report ',
    '/attributes/@sv05': 'Protocols with a launch date.',
  },
};

describe('mapServiceNode', () => {
  it('maps every field and splits deliverables', () => {
    expect(mapServiceNode(validNode)).toEqual({
      id: 'svc-1',
      title: 'Launch PR',
      description: 'Coverage on launch day.',
      timeline: '7-14 days',
      deliverables: ['Press kit', 'Embargoed briefings', 'Coverage report'],
      idealFor: 'Protocols with a launch date.',
    });
  });

  it('accepts a node without the optional timeline, deliverables and ideal-for', () => {
    const node = {
      id: 'svc-2',
      fieldValues: { '/attributes/@sv01': 'Crisis PR', '/attributes/@sv02': 'Fast answers.' },
    };
    expect(mapServiceNode(node)).toEqual({
      id: 'svc-2',
      title: 'Crisis PR',
      description: 'Fast answers.',
      timeline: null,
      deliverables: [],
      idealFor: null,
    });
  });

  it.each([
    ['null', null],
    ['a string', 'svc'],
    ['no id', { fieldValues: validNode.fieldValues }],
    ['an empty id', { ...validNode, id: ' ' }],
    ['no fieldValues', { id: 'x' }],
    ['a missing title', { id: 'x', fieldValues: { ...validNode.fieldValues, '/attributes/@sv01': undefined } }],
    ['a blank title', { id: 'x', fieldValues: { ...validNode.fieldValues, '/attributes/@sv01': '   ' } }],
    ['a numeric description', { id: 'x', fieldValues: { ...validNode.fieldValues, '/attributes/@sv02': 42 } }],
    ['deliverables as an array', { id: 'x', fieldValues: { ...validNode.fieldValues, '/attributes/@sv04': ['a'] } }],
    ['short keys instead of paths', { id: 'x', fieldValues: { '@sv01': 'T', '@sv02': 'D' } }],
  ])('rejects a node with %s', (_, node) => {
    expect(mapServiceNode(node)).toBeNull();
  });
});

describe('mapServiceNodes', () => {
  it('skips and logs malformed nodes while keeping the valid ones in order', () => {
    const logger = { error: vi.fn() };
    const second = { ...validNode, id: 'svc-3' };
    const result = mapServiceNodes([validNode, { id: 'broken', fieldValues: {} }, 7, second], logger);
    expect(result.map((s) => s.id)).toEqual(['svc-1', 'svc-3']);
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenNthCalledWith(1, expect.stringContaining('index 1'), 'id=broken');
    expect(logger.error).toHaveBeenNthCalledWith(2, expect.stringContaining('index 2'), 'id=unknown');
  });

  it('maps all seed services without skipping any', () => {
    const logger = { error: vi.fn() };
    const services = mapServiceNodes(seed.nodes, logger);
    expect(logger.error).not.toHaveBeenCalled();
    expect(services.length).toBe(seed.nodes.length);
    expect(services.length).toBeGreaterThanOrEqual(6);
    for (const service of services) {
      expect(service.deliverables.length).toBeGreaterThanOrEqual(3);
      expect(service.timeline).not.toBeNull();
      expect(service.idealFor).not.toBeNull();
    }
  });
});
