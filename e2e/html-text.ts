import type { APIRequestContext } from '@playwright/test';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The visible text of server HTML: scripts, styles and tags removed, entities decoded, whitespace
 * collapsed. Lets a test assert that content is in the prerendered page, not added by JavaScript.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return String.fromCodePoint(point);
      }
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ');
}

/** JSON-LD blocks of a page, flattened, so a test can look for a @type. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => {
    const data: unknown = JSON.parse(m[1]);
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

export async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  return { status: response.status(), html, text: htmlText(html), jsonLd: jsonLdBlocks(html) };
}
