import { checkSiteUrl } from './env';

/**
 * `next start` without SITE_URL: one warning, or with REQUIRE_SITE_URL=true the process ends. A
 * thrown error would not do: Next would stay up and answer 500 to every request.
 */
export function checkSiteUrlAtStartup(): void {
  let warning: string | undefined;
  try {
    warning = checkSiteUrl();
  } catch (error) {
    console.error(`[start-up] ${(error as Error).message}`);
    process.exit(1);
  }
  if (warning) console.warn(`[start-up] ${warning}`);
}
