import type { BetterAuthRateLimitStorage } from 'better-auth';
import type { Redis } from 'ioredis';

/**
 * better-auth's per-IP limits in Redis, so every instance counts the same attempts. A fixed
 * window: the first request of a key creates a counter that expires `window` seconds later.
 */
export function redisRateLimitStorage(redis: Redis, prefix: string): BetterAuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const counter = `${prefix}:${key}`;
      const results = await redis
        .multi()
        .set(counter, 0, 'EX', rule.window, 'NX')
        .incr(counter)
        .ttl(counter)
        .exec();
      const count = Number(results?.[1]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
    },
  };
}
