import 'server-only';
import type { ServerEnv } from '@/lib/config/env';
import { sharedRedis } from '@/lib/redis/shared';
import { getConversationStore, getLeadStore } from '@/lib/store';
import type { ReadinessCheck } from '@/lib/lifecycle/readiness';

/**
 * Readiness checks of the shared services this instance is configured with: an instance that has
 * lost Postgres or Redis would refuse leads or split chat streams, so the load balancer should send
 * traffic to one that has not.
 */
export function sharedStateChecks(env: Pick<ServerEnv, 'DATABASE_URL' | 'REDIS_URL'>): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = {};
  if (env.DATABASE_URL) {
    // Each store has its own pool: both must reach the server.
    checks.postgres = async () => {
      await Promise.all([getLeadStore().ping(), getConversationStore().ping()]);
    };
  }
  const redis = env.REDIS_URL ? sharedRedis() : undefined;
  if (redis) {
    checks.redis = async () => {
      await redis.ping();
    };
  }
  return checks;
}
