import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppInstance } from '../app-context.js';
import type { Config } from '../config.js';

/**
 * Issue 15 "Limits that hold across processes": every limit of @fastify/rate-limit (the API-wide one,
 * each route's own, and the per-identity limiters made with app.createRateLimit) counts in one store.
 * With REDIS_URL that store is Redis, so N processes behind a load balancer enforce one limit; without
 * it, this process's memory (one process, as documented in the README).
 *
 * When Redis cannot be reached a limited request fails rather than passing unlimited: sign-in guessing
 * must not become free because the shared counter is down. Commands give up after one retry so the
 * failure is quick, and the connection keeps reconnecting in the background.
 */
export async function registerRateLimits(app: AppInstance, config: Config): Promise<void> {
  const redis = config.redis
    ? new Redis(config.redis.url, {
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
        // Never let a stuck connection hold a request for long.
        commandTimeout: 2000,
      })
    : undefined;
  if (redis) {
    // Logged once per change, never with the URL (it may carry a password).
    redis.on('error', (e: Error) => app.log.warn({ err: { message: e.message } }, 'Redis connection error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited; the static app is served freely.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:` } : {}),
  });
}
