import 'server-only';
import type { ServerEnv } from '@/lib/config/env';
import { sharedRedis } from '@/lib/redis/shared';
import { InProcessConversationEvents } from './in-process';
import { RedisConversationEvents } from './redis-streams';
import { RedisReplyLocks } from './redis-reply-lock';
import { InProcessReplyLocks, type ReplyLocks } from './reply-lock';
import type { ConversationEvents } from './types';

/**
 * The chat relay and reply locks chosen by configuration: Redis Streams and Redis locks shared by
 * every instance when REDIS_URL is set, else this process's own.
 */
export function createConversationState(env: Pick<ServerEnv, 'REDIS_URL' | 'REDIS_PREFIX'>): {
  events: ConversationEvents;
  locks: ReplyLocks;
} {
  const client = env.REDIS_URL ? sharedRedis() : undefined;
  if (!client) return { events: new InProcessConversationEvents(), locks: new InProcessReplyLocks() };
  return {
    events: new RedisConversationEvents({ client, prefix: env.REDIS_PREFIX }),
    locks: new RedisReplyLocks({ client, prefix: env.REDIS_PREFIX }),
  };
}
