import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from './e2e/chromium';

// The config is evaluated in the runner and in every worker: choose the port and data folder once
// and hand them down through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'kairo-e2e-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: 'e2e',
  // Run with their own servers and configs: playwright.resilience.config.ts, playwright.operations.config.ts.
  testIgnore: ['resilience/**', 'operations/**'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/ensure-build.mjs && node server.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PROVIDER: 'embedded',
      REVALIDATE_TOKEN: 'e2e-revalidate-token-0123456789',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      RATE_LIMIT_CONVERSATIONS_PER_MINUTE: '1000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000',
      RATE_LIMIT_HISTORY_READS_PER_MINUTE: '1000',
      // The suite plays the proxy: a test that needs a client identity of its own sends
      // X-Forwarded-For as one trusted proxy would; browser traffic counts as its peer address.
      TRUSTED_PROXY_HOPS: '1',
      // Small caps so e2e/conversation-limits.spec.ts reaches them quickly.
      CONVERSATION_MAX_MESSAGES: '24',
      CONVERSATION_MAX_BYTES: '120000',
    },
  },
});
