import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
];
/** Written by `npm run bench`, so absent from a fresh clone. */
const GENERATED = /^bench\/results\//;
const CITED = /`((?:lib|app|components|scripts|bench|test|e2e|content|messages|deploy|public|eval)\/[^`\s]*)`/g;

/** Every file or folder a doc names in code type, without wildcards or placeholders. */
function citedPaths(doc: string): string[] {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return [...text.matchAll(CITED)]
    .map((match) => match[1].split('#')[0].replace(/[.,;:)]+$/, ''))
    .filter((cited) => !/[*<{…]/.test(cited) && !GENERATED.test(cited));
}

describe('the docs', () => {
  it.each(docs)('%s names only files and folders that exist', (doc) => {
    const missing = citedPaths(doc).filter((cited) => !existsSync(path.join(root, cited)));
    expect(missing).toEqual([]);
  });
});
