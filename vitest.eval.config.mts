import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { precompiledMessages } from './test/helpers/precompiled-messages.mts';

const reportDir = process.env.TEST_REPORT_DIR;

// The chat assistant's evaluation set (`npm run test:eval`): every item against the embedded expert,
// and against a model when LLM_BASE_URL is set. Its report counts in CI's total like the unit suite's.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['eval/**/*.eval.ts'],
    environment: 'node',
    // Items run in order so the report lists them as the set does.
    sequence: { concurrent: false },
    testTimeout: 60_000,
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('./test/helpers/empty-module.ts', import.meta.url)) },
      ...precompiledMessages.alias,
    ],
    server: precompiledMessages.server,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, 'unit-eval.json') } : undefined,
  },
});
