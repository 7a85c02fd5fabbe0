/**
 * The rate limit counts the real client: with default settings a forged X-Forwarded-For cannot split
 * a budget, and with TRUSTED_PROXY_HOPS=1 behind nginx (which appends the address it saw) distinct
 * clients get distinct budgets while a forged leftmost entry changes nothing.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort, inquiry, postJson, startSite, storedEmails, tempDir, type Site } from './harness';

test.describe.configure({ mode: 'serial' });

test('default settings: 12 inquiries with different forged X-Forwarded-For get 429 after the limit of 10', async () => {
  const site = await startSite();
  try {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `forged-${i}@example.com`;
      emails.push(email);
      const response = await postJson(`${site.url}/api/inquiry`, inquiry(email), {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect([...storedEmails(site.dataDir)].sort()).toEqual(emails.slice(0, 10).sort());
  } finally {
    await site.stop();
  }
});

/** A POST sent from a chosen loopback address, so nginx sees distinct clients. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function startNginx(upstreamPort: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = tempDir('kairo-nginx-');
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf, '-e', `${dir}/error.log`], {
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`${url}/api/health/live`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('TRUSTED_PROXY_HOPS=1 behind nginx: distinct clients, distinct budgets; a forged leftmost entry changes nothing', async () => {
  let site: Site | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    site = await startSite({ env: { TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_FORMS_PER_MINUTE: '3' } });
    nginx = await startNginx(Number(new URL(site.url).port));
    const send = (from: string, i: number, forged?: string) =>
      postFrom(
        from,
        `${nginx!.url}/api/inquiry`,
        inquiry(`${from}-${i}@example.com`),
        forged ? { 'x-forwarded-for': forged } : {},
      );

    // Client A spends its budget while forging a different leftmost entry every time.
    const a = [];
    for (let i = 0; i < 5; i++) a.push(await send('127.0.0.2', i, `198.51.100.${i + 1}`));
    expect(a).toEqual([200, 200, 200, 429, 429]);
    // Client B, through the same proxy, still has its own budget.
    expect([await send('127.0.0.3', 0), await send('127.0.0.3', 1, '127.0.0.2')]).toEqual([200, 200]);

    const stored = storedEmails(site.dataDir);
    expect(stored.size).toBe(5);
    expect(stored.has('127.0.0.2-3@example.com')).toBe(false);
  } finally {
    await nginx?.stop();
    await site?.stop();
  }
});
