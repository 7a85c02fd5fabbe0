import { afterAll, beforeAll } from 'vitest';
import { createRedisClient, type RedisClient } from '@/lib/redis/client.mjs';
import { startRedis, type RedisServer } from '@/test/servers/redis';

/**
 * A real redis-server for the enclosing `describe`: started before its tests and stopped after
 * them, once every client opened with `connect` has been dropped (destroyed rather than closed, so
 * a test that paused or stopped the server cannot hold up the clean-up).
 */
export function useRedisServer() {
  let server: RedisServer;
  const clients: RedisClient[] = [];
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) if (client.isOpen) client.destroy();
    await server?.stop();
  });
  return {
    get server(): RedisServer {
      return server;
    },
    /** A connected client of its own, as another process would have. */
    async connect(): Promise<RedisClient> {
      const client = createRedisClient(server.url);
      clients.push(client);
      await client.connect();
      return client;
    },
  };
}
