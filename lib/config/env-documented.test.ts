import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicSchema, serverSchema } from './env-schema.mjs';

/** Set by the system or the tools themselves (Node, Next, Vercel, Vitest), never by an operator. */
const TOOL_VARIABLES = new Set(['PATH', 'NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'VERCEL', 'VITEST']);

/**
 * Read only by the test set-up (scripts/ensure-test-servers.mjs), never by the site: documented in
 * the README's "Tests and benchmarks only" table instead of the schema.
 */
const TEST_VARIABLES = new Set(['PG_BIN', 'CHROMIUM_PATH', 'REDIS_SERVER_BIN', 'NGINX_BIN']);

const declared = new Set([...Object.keys(serverSchema.shape), ...Object.keys(publicSchema.shape)]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

describe('environment variables', () => {
  it('are all declared in the schema: every one the product code reads', () => {
    const files = ['app', 'lib', 'components', 'scripts'].flatMap(sourceFiles);
    files.push('server.mjs', 'next.config.ts', 'instrumentation.ts', 'proxy.ts');
    const read = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read.add(match[1]);
    }
    expect(read.size).toBeGreaterThan(3);
    const undeclared = [...read].filter((name) => !declared.has(name) && !TOOL_VARIABLES.has(name) && !TEST_VARIABLES.has(name));
    expect(undeclared).toEqual([]);
  });

  it('are all documented in the README and listed in .env.example', () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    const undocumented = [...declared, ...TEST_VARIABLES].filter((name) => !readme.includes(`| \`${name}\` |`));
    const unlisted = [...declared].filter((name) => !new RegExp(`^${name}=`, 'm').test(example));
    expect({ undocumented, unlisted }).toEqual({ undocumented: [], unlisted: [] });
  });
});
