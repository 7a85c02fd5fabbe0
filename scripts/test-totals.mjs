// Sums the Vitest and Playwright JSON reports into the one line CI reads: `total: N passed, N failed`.
// Every `unit*.json` and `e2e*.json` in the folder counts (e2e.json from playwright.config.ts, e2e-resilience.json
// from playwright.resilience.config.ts, e2e-operations.json from playwright.operations.config.ts, and
// e2e-node24.json, the standalone smoke test on Node 24 that .ci/run adds).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Further report names given after the folder must exist too (e.g. those of the Node 24 pass).
const [dir, ...required] = process.argv.slice(2);
let passed = 0;
let failed = 0;
// CI keeps only the tail of a long log, so what failed is named here, next to the total.
const failures = [];

// unit.json from vitest.config.mts, unit-cluster.json from vitest.cluster.config.mts, unit-node24.json
// from the Node 24 pass of .ci/run, unit-lint.json and unit-typecheck.json from its lint and type checks.
const unitFile = path.join(dir, 'unit.json');
const unitFiles = existsSync(dir) ? readdirSync(dir).filter((name) => /^unit.*\.json$/.test(name)) : [];
for (const name of unitFiles) {
  const unit = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  // A test file that fails to load has no failed tests of its own but still fails the run.
  if (!unit.success && !unit.numFailedTests) failed += Math.max(unit.numFailedTestSuites ?? 0, 1);
  for (const file of unit.testResults ?? []) {
    const testFile = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${testFile} › ${test.fullName}`);
    if (file.status === 'failed' && !failedTests.length) failures.push(`${testFile}: ${firstLine(file.message)}`);
  }
}
if (!existsSync(unitFile)) {
  failed += 1;
  failures.push('unit.json is missing');
}

const e2eFiles = existsSync(dir) ? readdirSync(dir).filter((name) => /^e2e.*\.json$/.test(name)) : [];
for (const name of e2eFiles) {
  const e2e = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  if ((e2e.errors ?? []).length) failed += e2e.errors.length;
  for (const error of e2e.errors ?? []) failures.push(`${name}: ${firstLine(error.message)}`);
  for (const spec of specsOf(e2e.suites ?? [])) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push(`${name} › ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
    }
  }
}
// Unit tests ran but an e2e run never reported (npm test stops at the first failing step).
for (const expected of ['e2e.json', 'e2e-resilience.json', 'e2e-operations.json']) {
  if (existsSync(unitFile) && !e2eFiles.includes(expected)) {
    failed += 1;
    failures.push(`${expected} is missing: an earlier step failed`);
  }
}

for (const name of required) {
  if (!existsSync(path.join(dir, name))) {
    failed += 1;
    failures.push(`${name} is missing`);
  }
}

for (const failure of failures) console.log(`failed: ${failure}`);

console.log(`total: ${passed} passed, ${failed} failed`);

function* specsOf(suites) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites ?? []);
  }
}

function firstLine(text) {
  // Playwright and Vitest messages carry ANSI colours; one plain line is enough to find the test.
  return String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')[0]
    .slice(0, 200);
}
