import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(__dirname, 'test-totals.mjs');
let dir: string;

function totals(reports: Record<string, unknown>, ...required: string[]): string[] {
  dir = mkdtempSync(path.join(tmpdir(), 'test-totals-'));
  for (const [name, report] of Object.entries(reports)) writeFileSync(path.join(dir, name), JSON.stringify(report));
  return execFileSync(process.execPath, [script, dir, ...required], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

const unit = (failedTitle?: string) => ({
  numPassedTests: 2,
  numFailedTests: failedTitle ? 1 : 0,
  success: !failedTitle,
  testResults: [
    {
      name: path.join(process.cwd(), 'lib/example.test.ts'),
      status: failedTitle ? 'failed' : 'passed',
      assertionResults: [
        { fullName: 'example passes', status: 'passed' },
        ...(failedTitle ? [{ fullName: failedTitle, status: 'failed' }] : []),
      ],
    },
  ],
});

const e2e = (unexpected = 0) => ({
  stats: { expected: 3, flaky: 1, unexpected },
  errors: [],
  suites: [
    {
      file: 'a11y.spec.ts',
      specs: [],
      suites: [
        {
          specs: [
            {
              file: 'a11y.spec.ts',
              line: 18,
              title: '/case-studies has no serious violations',
              tests: [
                {
                  status: unexpected ? 'unexpected' : 'flaky',
                  results: [{ error: { message: '\u001b[31mError: expect(received)\u001b[39m\n  more' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('test-totals', () => {
  it('prints only the total when everything passed; a flaky test counts as passed', () => {
    const lines = totals({
      'unit.json': unit(),
      'e2e.json': e2e(),
      'e2e-resilience.json': e2e(),
      'e2e-operations.json': e2e(),
    });
    expect(lines).toEqual(['total: 14 passed, 0 failed']);
  });

  it('names each failed test, with the first plain line of its error, before the total', () => {
    const lines = totals(
      {
        'unit.json': unit('example fails'),
        'e2e.json': e2e(1),
        'e2e-resilience.json': e2e(),
      },
      'e2e-node24.json',
    );
    expect(lines).toEqual([
      'failed: lib/example.test.ts › example fails',
      'failed: e2e.json › a11y.spec.ts:18 › /case-studies has no serious violations: Error: expect(received)',
      'failed: e2e-operations.json is missing: an earlier step failed',
      'failed: e2e-node24.json is missing',
      'total: 10 passed, 4 failed',
    ]);
  });
});
