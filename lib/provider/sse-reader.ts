/**
 * Reads a Server-Sent Events byte stream and yields the data of each event as soon as its blank
 * line arrives (no buffering beyond the current event). Follows the WHATWG event-stream rules for
 * line endings, comments and multi-line data; other fields (event, id, retry) are ignored.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let pendingCarriageReturn = false;

  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      let text = decoder.decode(value, { stream: true });
      // A CRLF split across two reads must not count as two line breaks.
      if (pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      pendingCarriageReturn = text.endsWith('\r');
      buffer += text;

      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data')) {
          const colon = line.indexOf(':');
          if (colon === -1) {
            if (line === 'data') data.push('');
            continue;
          }
          if (colon !== 4) continue;
          const value = line.slice(5);
          data.push(value.startsWith(' ') ? value.slice(1) : value);
        }
      }
    }
  } finally {
    // Stopping early (client gone) must close the upstream connection, not just detach from it.
    await reader.cancel().catch(() => undefined);
  }
}
