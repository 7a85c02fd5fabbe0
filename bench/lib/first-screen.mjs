// How much of a compressed document a browser needs before it can draw the first screen: the page's
// head (with any inlined style) and its markup through the first section of <main>. A document over
// the first round trip is no slower to first paint when that much of it fits in the round trip.
import zlib from 'node:zlib';

/** The bytes of `html` through the first screen's markup: the first section of <main>, or its heading's paragraph. */
export function firstScreenBytes(html) {
  const main = html.indexOf('<main');
  if (main < 0) return Buffer.byteLength(html);
  for (const pattern of [/<\/section>/g, /<\/h1>[\s\S]*?<\/p>/g]) {
    pattern.lastIndex = main;
    const match = pattern.exec(html);
    if (match) return Buffer.byteLength(html.slice(0, match.index + match[0].length));
  }
  return Buffer.byteLength(html);
}

const decoders = {
  br: (bytes) => zlib.brotliDecompressSync(bytes, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }),
  gzip: (bytes) => zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  none: (bytes) => bytes,
};

function decodedLength(decode, bytes) {
  try {
    return decode(bytes).length;
  } catch {
    return 0;
  }
}

/** The fewest leading bytes of `body` (in `encoding`) that decode to at least `length` bytes of the document. */
export function bytesToDecode(body, encoding, length) {
  const decode = decoders[encoding];
  if (!decode) return body.length;
  let low = 0;
  let high = body.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (decodedLength(decode, body.subarray(0, mid)) >= length) high = mid;
    else low = mid + 1;
  }
  return high;
}
