import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkSiteUrl, serverEnv } from './lib/config/env';
import { securityHeaders } from './lib/config/security-headers.mjs';
import { BUILD_STARTED_AT } from './lib/cache/cache-handler.mjs';
import { contentLanguageHeaders } from './lib/http/content-language';

// Turbopack wants a path relative to the project for a file inside a package.
const formatOnly = `./${path.relative(process.cwd(), createRequire(path.join(process.cwd(), 'package.json')).resolve('use-intl/format-message/format-only'))}`;

// Fail `next build` / `next start` at once, naming the variable, when the environment is invalid.
serverEnv();

const nextConfig: NextConfig = {
  // Always ours, whatever the build's environment: with REDIS_URL at run time every instance shares
  // one page and data cache (and revalidation reaches them all); without, it is Next's default.
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'cache-handler.mjs'),
  // How long a CDN may serve a page past its revalidation time: an hour rather than Next's year, so
  // no answer, a 404 of a slug an editor publishes later included, outlives an hour in a shared cache.
  expireTime: 3600,
  reactStrictMode: true,
  experimental: {
    // forbidden()/unauthorized() answer 403/401 from the back office's guards (lib/admin/guard.ts).
    authInterrupts: true,
    // The public site and the back office have separate root layouts; a URL matching neither
    // gets app/global-not-found.tsx.
    globalNotFound: true,
    // The style sheet goes in the document's head instead of a request of its own: on a slow phone
    // that request shared the link with ten scripts and put LCP 0.2–0.7 s behind a bare
    // Next page (docs/benchmarks.md, "slow phones: the style sheet inlined"). The first screen and
    // its style still come within a new connection's first round trip, and a navigation's payload
    // leaves the sheet out (lib/http/rsc-inlined-styles.mjs).
    inlineCss: true,
  },
  poweredByHeader: false,
  // server.mjs compresses, with Brotli where the browser takes it; Next would only gzip.
  compress: false,
  // Next answers `/about/` → `/about` before any headers() rule applies, so without the security
  // headers; proxy.ts answers that redirect instead, with them (lib/http/trailing-slash.ts).
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['better-sqlite3'],
  turbopack: {
    resolveAlias: {
      // Messages reach use-intl already compiled (lib/i18n/messages.ts), so every bundle takes its
      // formatter without the ICU parser, which would otherwise ship in every page's scripts.
      'use-intl/format-message': formatOnly,
    },
  },
  // Separate build folders let benchmarks and tests build side by side.
  distDir: serverEnv().NEXT_DIST_DIR,
  // Every build also writes a self-contained server into <distDir>/standalone (the container image
  // runs it); scripts/assemble-standalone.mjs completes it with the static files and server.mjs.
  output: 'standalone',
  // The repository itself, never a parent folder that happens to hold another lockfile: the
  // standalone folder then has server.js at its top.
  outputFileTracingRoot: process.cwd(),
  // Files read at run time rather than imported, which tracing cannot see: editable content and
  // SQL migrations.
  outputFileTracingIncludes: {
    '/**': [
      './content/**/*',
      './messages/**/*',
      // The chat answerer's vocabulary (lib/chat/answerer/files.ts reads docs/glossary/<locale>.md).
      './docs/glossary/*.md',
      './lib/**/*.sql',
      // Loaded by lib/cache/cache-handler.mjs past the tracer (see there), with what it imports; the
      // environment schema is also what server.mjs (copied in by scripts/assemble-standalone.mjs) parses.
      './lib/cache/redis-cache-handler.mjs',
      './lib/config/env-schema.mjs',
      './lib/config/duration.mjs',
      // server.mjs's compression: the Brotli files' handler and headers, and the compression
      // middleware with what it requires (compression's own node_modules holds the rest).
      './lib/http/static-brotli.mjs',
      './lib/http/page-brotli-cache.mjs',
      './lib/http/held-response.mjs',
      './lib/http/rsc-inlined-styles.mjs',
      './lib/http/localized-not-found.mjs',
      './lib/config/security-headers.mjs',
      './node_modules/compression/**/*',
      './node_modules/{bytes,compressible,mime-db,destroy,on-headers,safe-buffer,vary}/**/*',
      './lib/redis/client.mjs',
      './node_modules/zod/**/*',
      './node_modules/redis/**/*',
      './node_modules/@redis/**/*',
    ],
    // The share images' fonts, read by the subsets a title needs (lib/seo/share-image-fonts.ts).
    '/[locale]/prstudio/[slug]/share-image': [
      './node_modules/@fontsource/noto-sans*/unicode.json',
      './node_modules/@fontsource/noto-sans*/files/*-700-normal.woff',
    ],
  },
  // The tracer sees the fonts' folder read by a computed path and would copy all of it (about 220 MB
  // of weights and formats); the share images read the bold WOFF files only.
  outputFileTracingExcludes: {
    '/**': [
      './node_modules/@fontsource/**/*.woff2',
      './node_modules/@fontsource/**/*.css',
      './node_modules/@fontsource/*/files/*-100-normal.*',
      './node_modules/@fontsource/*/files/*-200-normal.*',
      './node_modules/@fontsource/*/files/*-300-normal.*',
      './node_modules/@fontsource/*/files/*-400-normal.*',
      './node_modules/@fontsource/*/files/*-500-normal.*',
      './node_modules/@fontsource/*/files/*-600-normal.*',
      './node_modules/@fontsource/*/files/*-800-normal.*',
      './node_modules/@fontsource/*/files/*-900-normal.*',
      './node_modules/@fontsource/*/files/*-italic.*',
    ],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') },
      ...contentLanguageHeaders(),
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default function config(phase: string): NextConfig {
  // Prerendered pages keep the SITE_URL of their build: warn about (or with REQUIRE_SITE_URL=true,
  // refuse) a production build without it. `next start` checks again in instrumentation.ts.
  if (phase === PHASE_PRODUCTION_BUILD) {
    // The build's workers inherit it: data cached before this moment is not read back into the
    // build (lib/cache/cache-handler.mjs).
    process.env[BUILD_STARTED_AT] ??= String(Date.now());
    const warning = checkSiteUrl();
    // `next build` evaluates this file more than once in the same process: say it once.
    const once = globalThis as { siteUrlWarningShown?: boolean };
    if (warning && !once.siteUrlWarningShown) {
      once.siteUrlWarningShown = true;
      console.warn(`[build] ${warning}`);
    }
  }
  return withNextIntl(nextConfig);
}
