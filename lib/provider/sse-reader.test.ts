import { describe, expect, it } from 'vitest';
import { readSseData } from './sse-reader';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function collect(parts: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(streamOf(parts))) out.push(data);
  return out;
}

describe('readSseData', () => {
  it('yields the data of each event, skipping comments and other fields', async () => {
    expect(await collect([': hi\n\nevent: x\nid: 1\ndata: {"a":1}\n\ndata:{"b":2}\n\n'])).toEqual([
      '{"a":1}',
      '{"b":2}',
    ]);
  });

  it('joins multi-line data and handles CRLF, CR and chunk boundaries anywhere', async () => {
    expect(await collect(['data: one\r', '\ndata: two\r\n\r', '\ndata: th', 'ree\r\rdata: four\n', '\n'])).toEqual([
      'one\ntwo',
      'three',
      'four',
    ]);
  });

  it('does not yield an event cut off before its blank line', async () => {
    expect(await collect(['data: complete\n\n', 'data: partial'])).toEqual(['complete']);
  });

  it('decodes multi-byte characters split across reads', async () => {
    const bytes = new TextEncoder().encode('data: Hồ Chí Minh\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const data of readSseData(stream)) out.push(data);
    expect(out).toEqual(['Hồ Chí Minh']);
  });
});
