// Completes the standalone server `next build` writes into <distDir>/standalone: Next leaves out the
// static assets (meant for a CDN) and starts its own server.js, which neither appends the peer
// address to X-Forwarded-For nor shuts down gracefully. This compresses the static scripts and style
// sheets with Brotli (lib/http/static-brotli.mjs), copies the static files and public/ in, and puts
// the site's server.mjs behind server.js, so `node server.js` in that folder (the container's entry)
// runs exactly what `npm start` runs. Run by `npm run build` and `npm start`.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressStaticAssets } from '../lib/http/static-brotli.mjs';
import { readEnvironment } from './command-line.mjs';

export function assembleStandalone(root = process.cwd(), distDir = readEnvironment().NEXT_DIST_DIR) {
  const standalone = path.join(root, distDir, 'standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(`${standalone} has no server.js: build with output 'standalone' first (npm run build).`);
  }
  const staticSource = path.join(root, distDir, 'static');
  compressStaticAssets(staticSource);
  const staticTarget = path.join(standalone, distDir, 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(staticSource, staticTarget, { recursive: true });
  if (existsSync(path.join(root, 'public'))) {
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  }
  cpSync(path.join(root, 'server.mjs'), path.join(standalone, 'server.mjs'));
  writeFileSync(
    path.join(standalone, 'server.js'),
    "// Written by scripts/assemble-standalone.mjs: the site's own server entry.\n" +
      "import('./server.mjs').catch((error) => {\n  console.error(error);\n  process.exit(1);\n});\n",
  );
  return standalone;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Standalone server assembled in ${assembleStandalone()}`);
}
