import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  // Separate build folders let benchmarks and tests build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
