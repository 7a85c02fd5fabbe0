import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'bench/bare/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;
