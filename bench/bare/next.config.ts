import path from 'node:path';
import type { NextConfig } from 'next';

// The bare app borrows the site's node_modules, so the repository root is the Turbopack root;
// without it Turbopack guesses from lockfiles and warns.
const repoRoot = path.join(__dirname, '..', '..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
};

export default nextConfig;
