import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Operations: each spec in e2e/operations starts its own servers (the site's server entry, the
 * standalone build, nginx, a slow model server) on free ports, so this suite has no webServer. The
 * build is made (or found current) once before the specs run.
 */
// The config is evaluated in the runner and in every worker: build once.
if (!process.env.OPERATIONS_BUILD_CHECKED) {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  process.env.OPERATIONS_BUILD_CHECKED = '1';
}

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: 'e2e/operations',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, process.env.OPERATIONS_REPORT ?? 'e2e-operations.json') }]]
    : [['list']],
});
