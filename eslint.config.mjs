import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import regexp from 'eslint-plugin-regexp';

const config = [
  ...next,
  ...nextTs,
  // Patterns over visitor text must run in linear time (see lib/text-safety.test.ts for the recheck audit).
  {
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'bench/bare/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
