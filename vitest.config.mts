import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', 'bench/**', 'tmp/**'],
    environment: 'node',
    // `server-only` throws outside a React server bundle; unit tests import server modules directly.
    alias: { 'server-only': fileURLToPath(new URL('./lib/testing/empty-module.ts', import.meta.url)) },
  },
});
