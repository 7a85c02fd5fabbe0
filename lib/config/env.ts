/**
 * Environment, parsed once with the schema of lib/config/env-schema.mjs. A bad value throws at
 * start-up (and so fails `next build`) with a message naming the variable. Server-only values are
 * read through `serverEnv()`.
 */
import type { z } from 'zod';
import { DEFAULT_SITE_URL, parseEnv, parseServerEnv, publicSchema, serverSchema } from './env-schema.mjs';

export type ServerEnv = z.infer<typeof serverSchema>;

export const env = parseEnv(publicSchema, { SITE_URL: process.env.SITE_URL });

let cachedServerEnv: ServerEnv | undefined;

/** Server-side configuration; throws with the variable's name when a value is invalid. */
export function serverEnv(): ServerEnv {
  if (!cachedServerEnv) {
    cachedServerEnv = parseServerEnv(process.env);
  }
  return cachedServerEnv;
}

/**
 * Without SITE_URL every absolute URL the site prints falls back to localhost, which nothing warns
 * about in a browser. Returns the warning to log when it is unset, or throws with
 * REQUIRE_SITE_URL=true so a production deployment cannot start (or build) that way.
 */
export function checkSiteUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  if (source.SITE_URL) return undefined;
  const problem =
    `SITE_URL is not set, so canonical links, Open Graph and X card URLs, JSON-LD, sitemap.xml, robots.txt and the RSS feed ` +
    `all point at ${DEFAULT_SITE_URL}. Set SITE_URL to the public address (e.g. https://www.example.com) for both the build and the server.`;
  if (parseEnv(serverSchema, source).REQUIRE_SITE_URL) {
    throw new Error(
      `Invalid environment configuration — ${problem} (REQUIRE_SITE_URL=true refuses to go on without it)`,
    );
  }
  return problem;
}

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}
