import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';

export interface RatePolicy {
  points: number;
  durationSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RATE_LIMITED once the policy is used up. */
  consume(key: string): Promise<void>;
  /** Whether `key` has used up the policy, without counting an attempt. */
  isLimited(key: string): Promise<boolean>;
}

export type RateLimiterFactory = (name: string, policy: RatePolicy) => RateLimiter;

/** In-process counters, or Redis when configured so every instance shares the same limits. */
export function rateLimiterFactory(
  redis: Redis | undefined,
  namespace: string,
): RateLimiterFactory {
  const limiters = new Map<string, RateLimiter>();
  return (name, policy) => {
    const id = `${name}:${policy.points}/${policy.durationSeconds}`;
    const existing = limiters.get(id);
    if (existing) return existing;
    const options = {
      keyPrefix: `${namespace}:rl:${name}`,
      points: policy.points,
      duration: policy.durationSeconds,
    };
    // While Redis is unreachable, each instance counts on its own (a looser limit for a
    // moment) rather than failing the request: writes never depend on Redis being up.
    const backend = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    const limiter: RateLimiter = {
      async consume(key) {
        try {
          await backend.consume(key);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        }
      },
      async isLimited(key) {
        const state = await backend.get(key);
        return state !== null && state.consumedPoints >= policy.points;
      },
    };
    limiters.set(id, limiter);
    return limiter;
  };
}
