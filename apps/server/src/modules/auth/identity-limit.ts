import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';

/**
 * Issue 3 "Security": rate limits by identity as well as by IP, so one account cannot be guessed at
 * from many addresses. Only failures count: a person (or the e2e suite) signing in often as the same
 * user is never locked out, while `max` wrong guesses in the window block that identity.
 */
export function identityLimiter(app: AppInstance, prefix: string, max: number, timeWindow: string) {
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (req) => `${prefix}:${identityOf(req)}`,
  });
  return {
    async assertAllowed(request: FastifyRequest) {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw new AppError('TOO_MANY_REQUESTS');
    },
    /** Runs `attempt`; a failure counts against the identity and is passed on. */
    async guard<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> {
      await this.assertAllowed(request);
      try {
        return await attempt();
      } catch (e) {
        if (e instanceof AppError && e.status < 500 && e.status !== 429) await limiter(request);
        throw e;
      }
    },
  };
}

const identityOf = (request: FastifyRequest) => {
  const body = request.body as { identity?: unknown; email?: unknown; phone?: unknown } | undefined;
  const value = body?.identity ?? body?.email ?? body?.phone;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};
