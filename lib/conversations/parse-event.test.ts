import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChunk, toSseFrame, type StreamChunk } from '@/lib/conversations/chunks';
import { parseStreamEvent } from './parse-event';

const chunk: fc.Arbitrary<StreamChunk> = fc.oneof(
  fc.record({ type: fc.constant('text-delta' as const), id: fc.string(), delta: fc.string() }),
  fc.record({ type: fc.constant('finish' as const), id: fc.string() }, { requiredKeys: ['type'] }),
  fc.record(
    { type: fc.constant('error' as const), errorText: fc.string(), id: fc.string() },
    { requiredKeys: ['type', 'errorText'] },
  ),
);

describe('parseStreamEvent', () => {
  it('reads every chunk the server can send, as the shared parser does', () => {
    fc.assert(
      fc.property(chunk, (c) => {
        const data = toSseFrame(c).slice('data: '.length).trim();
        expect(parseStreamEvent(data)).toEqual(parseChunk(data));
        expect(parseStreamEvent(data)).toEqual(c);
      }),
    );
  });

  it('agrees with the shared parser on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const data = JSON.stringify(value);
        expect(parseStreamEvent(data) === null).toBe(parseChunk(data) === null);
      }),
    );
  });

  it('rejects malformed events', () => {
    for (const data of [
      'not json',
      '[]',
      'null',
      '{"type":"text-delta","id":1,"delta":"x"}',
      '{"type":"error"}',
      '{"type":"start"}',
    ]) {
      expect(parseStreamEvent(data), data).toBeNull();
    }
  });
});
