/**
 * Every regular expression in the server and library code must run in linear time, because most of
 * them read visitor text or pasted press releases. The literals are collected from the source itself
 * (so a new one cannot be missed), the patterns built at run time are listed per file below, and
 * `recheck` analyses each one for exponential or polynomial backtracking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkSync } from 'recheck';
import * as lexicon from '@/lib/pr-checker/lexicon';
import { DATELINE } from '@/lib/pr-checker/text';
import { DATE } from '@/lib/pr-checker/signals/clarity';
import { labelPattern } from '@/lib/pr-checker/parse-report';
import { pressReleaseMarker } from '@/lib/pr-checker/instruction';

const root = path.resolve(__dirname, '../..');
const SCANNED = ['lib', 'app', 'proxy.ts'];

/** Files that build patterns with `new RegExp`, and those patterns. */
const DYNAMIC: Record<string, () => RegExp[]> = {
  'lib/pr-checker/lexicon.ts': () => Object.values(lexicon).filter((value) => value instanceof RegExp),
  'lib/pr-checker/text.ts': () => [DATELINE],
  'lib/pr-checker/signals/clarity.ts': () => [DATE],
  'lib/pr-checker/parse-report.ts': () =>
    ['overall score', 'clarity', 'proof', 'media tone', 'investor'].map(labelPattern),
  'lib/pr-checker/instruction.ts': () => [pressReleaseMarker],
};

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (entry.endsWith('.ts')) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
    .map((file) => path.join(full, file));
}

type Found = { file: string; line: number; source: string; flags: string };

function collect(): { literals: Found[]; constructors: Map<string, number> } {
  const literals: Found[] = [];
  const constructors = new Map<string, number>();
  for (const file of SCANNED.flatMap(sourceFiles)) {
    const relative = path.relative(root, file);
    const text = readFileSync(file, 'utf8');
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(tree);
        const end = literal.lastIndexOf('/');
        literals.push({
          file: relative,
          line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      }
      if (ts.isNewExpression(node) && node.expression.getText(tree) === 'RegExp') {
        constructors.set(relative, (constructors.get(relative) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { literals, constructors };
}

const { literals, constructors } = collect();

// recheck's fuzzer draws random strings; a fixed seed gives the same verdict on every run and machine.
const RANDOM_SEED = 20_261_126;
// recheck answers "unknown" when its analysis outlasts the timeout (10 s by default); a few long
// alternations take 10–15 s on a busy two-core machine, so the budget is wide enough for a verdict.
const CHECK_TIMEOUT_MS = 60_000;

function verdict(source: string, flags: string): string {
  const result = checkSync(source, flags.replace(/[gy]/g, ''), { randomSeed: RANDOM_SEED, timeout: CHECK_TIMEOUT_MS });
  return result.status === 'vulnerable' ? `vulnerable (${result.complexity?.type})` : result.status;
}

describe('regular expressions run in linear time', () => {
  it('finds the literals (the scan works)', () => {
    expect(literals.length).toBeGreaterThan(100);
  });

  it('covers the chat answerer, which reads every visitor question', () => {
    const answerer = literals.filter((found) => found.file.startsWith(path.join('lib', 'chat', 'answerer') + path.sep));
    const files = new Set(answerer.map((found) => path.basename(found.file)));
    for (const file of ['language.ts', 'tokens.ts', 'retrieval.ts', 'vocabulary.ts']) expect(files, file).toContain(file);
  });

  it('lists every file that builds a pattern at run time', () => {
    expect([...constructors.keys()].sort()).toEqual(Object.keys(DYNAMIC).sort());
    for (const [file, patterns] of Object.entries(DYNAMIC)) {
      expect(patterns().length, file).toBeGreaterThanOrEqual(constructors.get(file) ?? 0);
    }
  });

  it('recheck finds no super-linear literal', () => {
    const unsafe = literals
      .map((found) => ({ ...found, verdict: verdict(found.source, found.flags) }))
      .filter((found) => found.verdict !== 'safe')
      .map((found) => `${found.file}:${found.line} /${found.source}/${found.flags} ${found.verdict}`);
    expect(unsafe).toEqual([]);
  }, 600_000);

  it('recheck finds no super-linear pattern built at run time', () => {
    const checked = new Set(literals.map((found) => `/${found.source}/${found.flags}`));
    const unsafe = Object.entries(DYNAMIC).flatMap(([file, patterns]) =>
      patterns()
        .filter((pattern) => !checked.has(String(pattern)))
        .map((pattern) => ({ pattern, verdict: verdict(pattern.source, pattern.flags) }))
        .filter((found) => found.verdict !== 'safe')
        .map((found) => `${file} ${found.pattern} ${found.verdict}`),
    );
    expect(unsafe).toEqual([]);
  }, 600_000);
});
