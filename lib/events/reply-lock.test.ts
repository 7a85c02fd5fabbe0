import { beforeAll, describe, expect, it } from 'vitest';
import { useRedisServer } from '@/test/helpers/redis';
import { redisUnavailable } from '@/test/servers/redis';
import { skipMessage } from '@/test/servers/skip';
import { RedisReplyLocks } from './redis-reply-lock';
import { InProcessReplyLocks, type ReplyLocks } from './reply-lock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances' handles on the same locks. */
function contract(name: string, makePair: () => Promise<{ a: ReplyLocks; b: ReplyLocks }>) {
  describe(name, () => {
    let a: ReplyLocks;
    let b: ReplyLocks;
    let n = 0;
    const conversation = () => `lock-${++n}`;
    beforeAll(async () => {
      ({ a, b } = await makePair());
    });

    it('is exclusive until its holder releases it', async () => {
      const id = conversation();
      const held = await a.acquire(id, 10_000);
      expect(held).not.toBeNull();
      expect(await b.acquire(id, 10_000)).toBeNull();
      expect(await a.acquire(id, 10_000)).toBeNull();
      expect(await held!.release()).toBe(true);
      const next = await b.acquire(id, 10_000);
      expect(next).not.toBeNull();
      expect(await next!.release()).toBe(true);
    });

    it('exactly one of many simultaneous attempts wins', async () => {
      const id = conversation();
      const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(id, 10_000)));
      expect(attempts.filter(Boolean)).toHaveLength(1);
    });

    it('lapses at expiry, and the late holder can then neither release nor extend the new holder\'s lock', async () => {
      const id = conversation();
      const first = await a.acquire(id, 100);
      expect(first).not.toBeNull();
      expect(await b.acquire(id, 10_000)).toBeNull();
      let second = null;
      for (let i = 0; i < 100 && !second; i++) {
        await sleep(20);
        second = await b.acquire(id, 10_000);
      }
      expect(second).not.toBeNull();
      expect(await first!.release()).toBe(false);
      expect(await first!.extend(10_000)).toBe(false);
      expect(await a.acquire(id, 10_000)).toBeNull();
      expect(second!.token).not.toBe(first!.token);
    });

    it('extend keeps a running reply\'s lock past its first expiry', async () => {
      const id = conversation();
      const held = await a.acquire(id, 150);
      expect(await held!.extend(10_000)).toBe(true);
      await sleep(250);
      expect(await b.acquire(id, 10_000)).toBeNull();
      expect(await held!.release()).toBe(true);
    });
  });
}

contract('in-process reply locks', async () => {
  const locks = new InProcessReplyLocks();
  return { a: locks, b: locks };
});

describe.skipIf(skipMessage(redisUnavailable()))('Redis reply locks (real server)', () => {
  const redis = useRedisServer();
  async function locks(): Promise<RedisReplyLocks> {
    return new RedisReplyLocks({ client: await redis.connect(), prefix: 'test:' });
  }

  contract('Redis reply locks', async () => ({ a: await locks(), b: await locks() }));

  it('stores the lock under the prefix with a millisecond expiry', async () => {
    const shared = await locks();
    const held = await shared.acquire('ttl', 5_000);
    const pttl = await (await redis.connect()).pTTL(shared.lockKey('ttl'));
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(5_000);
    expect(shared.lockKey('ttl')).toBe('test:reply-lock:ttl');
    await held!.release();
  });
});
