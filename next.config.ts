import type { NextConfig } from 'next';
import path from 'node:path';
import { serverEnv } from './lib/config/env';
import { securityHeaders } from './lib/config/security-headers';

// Fail `next build` / `next start` at once, naming the variable, when the environment is invalid.
serverEnv();

// With Redis, every instance shares one page and data cache (and revalidation reaches them all);
// the in-memory layer is off, or an instance would keep serving what another one invalidated.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // Separate build folders let benchmarks and tests build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
};

export default nextConfig;
