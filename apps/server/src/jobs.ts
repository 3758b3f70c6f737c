import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { purgeExpiredUploads } from './modules/files/chunked-uploads.purge.js';
import { startOutboxWorker } from './platform/outbox/index.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Work that runs beside the HTTP server: outbox delivery and housekeeping. */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  let purging: Promise<unknown> = Promise.resolve();
  const purge = () => {
    purging = purgeExpiredUploads(ctx)
      .then((n) => n > 0 && log.info({ removed: n }, 'purged expired chunked uploads'))
      .catch((e: unknown) => log.error({ err: e }, 'purging expired chunked uploads failed'));
  };
  purge();
  const timer = setInterval(purge, HOUR_MS);
  timer.unref();
  const outbox = ctx.config.outboxWorker
    ? startOutboxWorker(ctx, { pollMs: ctx.config.outboxPollMs, log })
    : undefined;
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all([purging, outbox?.stop()]);
    },
  };
}
