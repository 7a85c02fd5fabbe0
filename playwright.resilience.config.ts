import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromiumArgs, findChromium } from './e2e/chromium';
import { RESILIENCE_TIMEOUT_MS } from './e2e/resilience/settings';

/**
 * The site with PROVIDER=remote against e2e/resilience/bad-provider.mjs, which fails, hangs or answers
 * garbage on demand. Built into its own folder so the regular `.next` build is left alone; the build
 * itself runs while the provider misbehaves, so it also proves pages prerender with empty states.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();

// The config is evaluated in the runner and in every worker: choose the ports once and hand them
// down through the environment (names distinct from playwright.config.ts, which may run first).
process.env.RESILIENCE_PORT ||= freePort();
process.env.RESILIENCE_PROVIDER_PORT ||= freePort();

const port = Number(process.env.RESILIENCE_PORT);
const providerPort = Number(process.env.RESILIENCE_PROVIDER_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const providerOrigin = `http://127.0.0.1:${providerPort}`;
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: 'e2e/resilience',
  // The provider's mode is global state: the specs switch it and must not interleave.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e-resilience.json') }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node e2e/resilience/bad-provider.mjs ${providerPort}`,
      url: `${providerOrigin}/__control`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/ensure-build.mjs && node server.mjs',
      url: `${baseURL}/robots.txt`,
      // A cold build on a busy two-core machine has taken over five minutes.
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXT_DIST_DIR: '.next-resilience',
        PROVIDER: 'remote',
        PROVIDER_BASE_URL: `${providerOrigin}/api/provider`,
        PROVIDER_TOKEN: 'resilience-token',
        PROVIDER_TIMEOUT_MS: String(RESILIENCE_TIMEOUT_MS),
        RATE_LIMIT_FORMS_PER_MINUTE: '1000',
        RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000',
        RATE_LIMIT_MESSAGES_PER_MINUTE: '1000',
        RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000',
      },
    },
  ],
});
