import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { precompiledMessages } from './test/helpers/precompiled-messages.mts';

const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', '.next-resilience/**', 'e2e/**', 'bench/**', 'tmp/**', 'test/cluster/**'],
    environment: 'node',
    // As in the e2e suites: on a loaded CI machine a timing-sensitive test gets one more try.
    retry: process.env.CI ? 1 : 0,
    // `server-only` throws outside a React server bundle; unit tests import server modules directly.
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('./test/helpers/empty-module.ts', import.meta.url)) },
      ...precompiledMessages.alias,
    ],
    server: precompiledMessages.server,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, 'unit.json') } : undefined,
  },
});
