import 'server-only';
import { serverEnv } from '@/lib/config/env';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { createRedisClient, type RedisClient } from './client.mjs';

// On globalThis, like the provider: every route bundle of this process shares one connection.
const KEY = Symbol.for('kairo-pr.redis');
const holder = globalThis as { [KEY]?: RedisClient };

/**
 * The process's Redis connection when REDIS_URL is set, else undefined. It connects in the
 * background and reconnects by itself; callers check `isReady` or handle a failed command, so an
 * instance starts and serves (on its fallbacks) while Redis is still down.
 */
export function sharedRedis(): RedisClient | undefined {
  const url = serverEnv().REDIS_URL;
  if (!url) return undefined;
  if (!holder[KEY]) {
    const client = createRedisClient(url);
    holder[KEY] = client;
    client.connect().catch((error: Error) => console.error('[redis] connect failed:', error.message));
    onShutdown('redis-close', () => closeSharedRedis(), 'close');
  }
  return holder[KEY];
}

export async function closeSharedRedis(): Promise<void> {
  const client = holder[KEY];
  delete holder[KEY];
  if (client?.isOpen) await client.close();
  else client?.destroy();
}
