import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEED_REVALIDATE_SECONDS } from '@/lib/newsroom/categories';
import { NODES_REVALIDATE_SECONDS } from '@/lib/readers';

/**
 * Page-level `revalidate` must be a literal (Next reads it without running the module), so it cannot
 * import the lifetime of the data it shows; this keeps the two in step (docs/architecture.md#caching-and-tags).
 */
const HOUR_SECONDS = 3_600;
const expected: Record<string, number> = {
  // Services and case studies from the remote provider.
  'app/[locale]/page.tsx': NODES_REVALIDATE_SECONDS,
  'app/[locale]/services/page.tsx': NODES_REVALIDATE_SECONDS,
  'app/[locale]/case-studies/page.tsx': NODES_REVALIDATE_SECONDS,
  // The external newsroom feed.
  'app/[locale]/blog/page.tsx': FEED_REVALIDATE_SECONDS,
  'app/[locale]/pr-studio/page.tsx': FEED_REVALIDATE_SECONDS,
  'app/[locale]/pr-studio/page/[n]/page.tsx': FEED_REVALIDATE_SECONDS,
  'app/[locale]/prstudio/rss.xml/route.ts': FEED_REVALIDATE_SECONDS,
  'app/[locale]/prstudio/feed.json/route.ts': FEED_REVALIDATE_SECONDS,
  'app/[locale]/prstudio/rss/[category]/route.ts': FEED_REVALIDATE_SECONDS,
  // The media kit's release images follow the newsroom (docs/behaviour.md#media-kit).
  'app/[locale]/media/page.tsx': FEED_REVALIDATE_SECONDS,
  // Articles change by tag; the hour bounds how long an unknown slug's 404 may be cached
  // (docs/operations.md#caching).
  'app/[locale]/prstudio/[slug]/page.tsx': HOUR_SECONDS,
};

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return routeFiles(file);
    return /^(page\.tsx|route\.ts)$/.test(name) ? [file] : [];
  });
}

describe('page revalidation', () => {
  const declared = Object.fromEntries(
    routeFiles('app').flatMap((file) => {
      const match = /^export const revalidate = ([\d_]+);$/m.exec(readFileSync(file, 'utf8'));
      return match ? [[file, Number(match[1].replaceAll('_', ''))]] : [];
    }),
  );

  it('matches the time-based lifetime of the data each page shows', () => {
    expect(declared).toEqual(expected);
  });

  it('is set on every page that shows services or case studies', () => {
    const readers = routeFiles('app').filter((file) => /\bget(Services|CaseStudies)\(/.test(readFileSync(file, 'utf8')));
    expect(readers.length).toBeGreaterThan(0);
    for (const file of readers) expect(declared[file], file).toBe(NODES_REVALIDATE_SECONDS);
  });
});
