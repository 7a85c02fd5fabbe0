import 'server-only';
import { randomUUID } from 'node:crypto';
import { withinRedisTimeout, type RedisClient } from '@/lib/redis/client.mjs';
import type { ReplyLock, ReplyLocks } from './reply-lock';

// Compare-and-act in one script, so a holder whose lock lapsed cannot delete or extend the lock
// another instance took in between.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const EXTEND = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** Reply locks shared by every instance: SET NX PX with a random token. */
export class RedisReplyLocks implements ReplyLocks {
  constructor(private readonly options: { client: RedisClient; prefix: string }) {}

  lockKey(conversationId: string): string {
    return `${this.options.prefix}reply-lock:${conversationId}`;
  }

  async acquire(conversationId: string, ttlMs: number): Promise<ReplyLock | null> {
    const { client } = this.options;
    const key = this.lockKey(conversationId);
    const token = randomUUID();
    const set = await withinRedisTimeout(client.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
    if (set !== 'OK') return null;
    return {
      token,
      release: async () => Number(await client.eval(RELEASE, { keys: [key], arguments: [token] })) === 1,
      extend: async (extendMs) => Number(await client.eval(EXTEND, { keys: [key], arguments: [token, String(extendMs)] })) === 1,
    };
  }
}
