import type { NextConfig } from 'next';
import { serverEnv } from './lib/config/env';
import { securityHeaders } from './lib/config/security-headers';

// Fail `next build` / `next start` at once, naming the variable, when the environment is invalid.
serverEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // Separate build folders let benchmarks and tests build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every build also writes a self-contained server into <distDir>/standalone (the container image
  // runs it); scripts/assemble-standalone.mjs completes it with the static files and server.mjs.
  output: 'standalone',
  // The repository itself, never a parent folder that happens to hold another lockfile: the
  // standalone folder then has server.js at its top.
  outputFileTracingRoot: process.cwd(),
  // Files read at run time rather than imported, which tracing cannot see: editable content and
  // SQL migrations.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './lib/**/*.sql'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default nextConfig;
