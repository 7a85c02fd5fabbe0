// The site's TypeScript modules loaded in-process through Vite's module runner (no build), with the
// repository's `@/` alias and `server-only` stubbed, for benchmarks that time library functions.
import path from 'node:path';
import { runnerImport } from 'vite';

export async function loadSource(root, modulePath) {
  const { module } = await runnerImport(path.join(root, modulePath), {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': root, 'server-only': path.join(root, 'test/helpers/empty-module.ts') } },
  });
  return module;
}
