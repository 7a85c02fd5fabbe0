import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { nginxUnavailable, startNginx } from './nginx';
import { postgresUnavailable, startPostgres } from './postgres';
import { tcpOpen } from './process';
import { redisUnavailable, startRedis } from './redis';
import { skipMessage } from './skip';

describe.skipIf(skipMessage(redisUnavailable()))('test harness: Redis', () => {
  it('starts on a free port, answers, and is gone after stop', async () => {
    const redis = await startRedis();
    const client = createClient({ url: redis.url });
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    await client.quit();
    await redis.stop();
    expect(await tcpOpen(redis.port)).toBe(false);
  });
});

describe.skipIf(skipMessage(postgresUnavailable()))('test harness: Postgres', () => {
  it('starts as the postgres user, creates a database, and is gone after stop', async () => {
    const server = await startPostgres();
    try {
      const url = await server.createDatabase('harness_check');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      expect(rows[0].db).toBe('harness_check');
      await client.end();
    } finally {
      await server.stop();
    }
    expect(await tcpOpen(server.port)).toBe(false);
  }, 60_000);
});

function echoServer(name: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(skipMessage(nginxUnavailable()))('test harness: nginx from deploy/nginx.conf', () => {
  it('appends the client address to X-Forwarded-For and routes around a dead instance', async () => {
    const alive = await echoServer('alive');
    const dead = await echoServer('dead');
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    const nginx = await startNginx({
      upstreams: [`127.0.0.1:${deadPort}`, `127.0.0.1:${(alive.address() as AddressInfo).port}`],
    });
    try {
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${nginx.url}/api/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ name: 'alive', forwardedFor: '203.0.113.9, 127.0.0.1' });
      }
    } finally {
      await nginx.stop();
      await new Promise((resolve) => alive.close(resolve));
    }
    expect(await tcpOpen(nginx.port)).toBe(false);
  });
});
