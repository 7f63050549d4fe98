import type { BetterAuthRateLimitStorage } from 'better-auth';
import type { Redis } from 'ioredis';

/**
 * better-auth's per-IP limits in Redis, so every instance counts the same attempts. A fixed
 * window: the first request of a key creates a counter that expires `window` seconds later.
 */
export function redisRateLimitStorage(redis: Redis, prefix: string): BetterAuthRateLimitStorage {
  const local = memoryRateLimitStorage();
  return {
    async consume(key, rule) {
      // While Redis is away, each instance counts on its own rather than refusing sign-ins.
      if (redis.status !== 'ready') return local.consume(key, rule);
      const counter = `${prefix}:${key}`;
      const results = await redis
        .multi()
        .set(counter, 0, 'EX', rule.window, 'NX')
        .incr(counter)
        .ttl(counter)
        .exec()
        .catch(() => undefined);
      if (!results) return local.consume(key, rule);
      const count = Number(results?.[1]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
    },
  };
}

/** The same fixed window in this process's memory. */
function memoryRateLimitStorage(): BetterAuthRateLimitStorage {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async consume(key, rule) {
      const now = Date.now();
      for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
      const window = windows.get(key) ?? { count: 0, endsAt: now + rule.window * 1000 };
      window.count++;
      windows.set(key, window);
      if (window.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.ceil((window.endsAt - now) / 1000) };
    },
  };
}
