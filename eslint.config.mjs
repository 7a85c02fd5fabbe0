import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import regexp from 'eslint-plugin-regexp';

const config = [
  ...next,
  ...nextTs,
  // Patterns in the site's code read visitor text and must run in linear time (the recheck audit in
  // lib/text/regex-audit.test.ts checks the same code); tests and benchmarks read our own output.
  {
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**', 'proxy.ts', 'instrumentation.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  // A file a reader takes in one sitting, a function seen whole on one screen
  // (docs/architecture.md#size). Tests, fixtures and the store contract suites that every store
  // implementation runs are test code, and stay out.
  {
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**', 'bench/**', 'proxy.ts', 'instrumentation.ts', 'server.mjs'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'lib/store/*-contract.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'bench/bare/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
