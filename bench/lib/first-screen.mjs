// How much of a compressed document a browser needs before it can draw a phone's first screen: the
// page's head (with any inlined style) and its markup up to the first element drawn wholly below the
// screen. A document over the first round trip is no slower to first paint when that much of it fits
// in the round trip.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

/** Lighthouse's mobile screen. */
export const PHONE = { width: 412, height: 823 };

export function launchFirstScreenBrowser(ctx) {
  return chromium.launch({ executablePath: ctx.chromePath, args: ['--no-sandbox'] });
}

/**
 * The bytes of `html` (as UTF-8) through the start tag of the first element a phone draws wholly
 * below its first screen, the page loaded from `url` without JavaScript, as the first paint sees it.
 * The element is found in the rendered page and located in the source by parsing ever shorter
 * prefixes of it (the parser makes a prefix's elements in the same order). The whole document when
 * nothing lies below the screen; null when the page loaded is not the document given.
 */
export async function firstScreenBytes(browser, url, html) {
  const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const length = await page.evaluate((source) => {
      const elements = [...document.body.querySelectorAll('*')];
      const below = elements.findIndex((element) => element.getBoundingClientRect().top >= innerHeight);
      const count = (end) =>
        new DOMParser().parseFromString(source.slice(0, end), 'text/html').body.querySelectorAll('*').length;
      if (count(source.length) !== elements.length) return null;
      if (below < 0) return source.length;
      let low = 0;
      let high = source.length;
      while (low < high) {
        const mid = Math.floor((low + high) / 2);
        if (count(mid) > below) high = mid;
        else low = mid + 1;
      }
      return low;
    }, html);
    return length == null ? null : Buffer.byteLength(html.slice(0, length));
  } finally {
    await page.close();
  }
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
