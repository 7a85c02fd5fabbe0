/**
 * Lead delivery across a crash of the real server: `next start` (the build the harness made) stores
 * inquiries while the SMTP server is down, is killed with SIGKILL, and after a restart delivers every
 * lead exactly once to the SMTP server that is up by then.
 */
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startMailServer } from '../test/helpers/mail-server';

const root = path.resolve(__dirname, '..');

function startSite(port: number, env: Record<string, string>): ChildProcess {
  // Its own process group, so the kill reaches next's workers too.
  return spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: 'ignore',
    },
  );
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, signal);
  return exited;
}

/**
 * SIGKILL between two delivery attempts. A job the killed process had claimed keeps its lease
 * (five minutes, so that only a dead sender loses a job), which the restart would wait out. The
 * site is frozen with SIGSTOP while the store is read, so the kill meets the state that was read.
 */
async function killBetweenAttempts(child: ChildProcess, dataDir: string): Promise<void> {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    for (;;) {
      process.kill(-child.pid!, 'SIGSTOP');
      const { leased } = db
        .prepare('SELECT count(*) AS leased FROM delivery_jobs WHERE lease_token IS NOT NULL')
        .get() as { leased: number };
      if (leased === 0) break;
      process.kill(-child.pid!, 'SIGCONT');
      await sleep(50);
    }
  } finally {
    db.close();
  }
  await killGroup(child, 'SIGKILL');
}

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const ready = (base: string) => () =>
  fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

function undelivered(dataDir: string): { id: number; status: string; lastError: string | null }[] {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/leads.mjs'), '--undelivered'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout);
}

test('leads stored before a SIGKILL are delivered once after the restart', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kairo-delivery-'));
  const [sitePort, smtpPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${sitePort}`;
  const env = {
    DATA_DIR: dataDir,
    PROVIDER: 'embedded',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: 'leads@kairo.example',
    LEADS_EMAIL_FROM: 'site@kairo.example',
    LEAD_DELIVERY_BACKOFF_MAX: '500ms',
    RATE_LIMIT_FORMS_PER_MINUTE: '1000',
  };
  let site = startSite(sitePort, env);
  let smtp: Awaited<ReturnType<typeof startMailServer>> | undefined;
  try {
    await waitUntil(ready(base));
    for (let n = 1; n <= 3; n++) {
      const response = await fetch(`${base}/api/inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Founder ${n}`,
          company: `Company ${n}`,
          email: `f${n}@c${n}.example`,
          message: 'Release out tomorrow.',
        }),
      });
      expect(response.status).toBe(200);
    }
    // Committed, tried, not delivered: the SMTP server is not there yet.
    await waitUntil(() => {
      const jobs = undelivered(dataDir);
      return (
        jobs.length === 3 && jobs.every((job) => job.status === 'pending' && job.lastError?.includes('ECONNREFUSED'))
      );
    });
    await killBetweenAttempts(site, dataDir);

    smtp = await startMailServer(smtpPort);
    site = startSite(sitePort, env);
    await waitUntil(() => smtp!.received.length === 3);
    await sleep(1500);
    expect(smtp.received.map((received) => received.mail.subject).sort()).toEqual([
      'Inquiry #1: Founder 1, Company 1',
      'Inquiry #2: Founder 2, Company 2',
      'Inquiry #3: Founder 3, Company 3',
    ]);
    expect(undelivered(dataDir)).toEqual([]);
  } finally {
    await killGroup(site, 'SIGTERM');
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
