import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { precompiledMessages } from './test/helpers/precompiled-messages.mts';

const reportDir = process.env.TEST_REPORT_DIR;

// Suites that run built instances of the site against real servers (`npm run test:cluster`):
// one file at a time, each building first if the build is missing or stale.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['test/cluster/**/*.test.ts'],
    environment: 'node',
    // As in the e2e suites: on a loaded CI machine a timing-sensitive test gets one more try.
    retry: process.env.CI ? 1 : 0,
    fileParallelism: false,
    testTimeout: 60_000,
    // Stopping real servers in afterAll waits for their graceful shutdown, which a loaded machine stretches.
    hookTimeout: 60_000,
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('./test/helpers/empty-module.ts', import.meta.url)) },
      ...precompiledMessages.alias,
    ],
    server: precompiledMessages.server,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, 'unit-cluster.json') } : undefined,
  },
});
