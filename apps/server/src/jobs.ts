import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { purgeExpiredUploads } from './modules/files/chunked-uploads.purge.js';
import { runAutoRelease } from './modules/approvals/approvals.service.js';
import { startOutboxWorker } from './platform/outbox/index.js';
import { claimScheduledRun, PROCESS_ID } from './platform/scheduler.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

interface ScheduledJob {
  name: string;
  periodMs: number;
  run(ctx: AppContext): Promise<Record<string, unknown>>;
}

/** Housekeeping that must run once per period for the whole platform, whichever process runs it. */
export const scheduledJobs: ScheduledJob[] = [
  {
    name: 'purge-expired-uploads',
    periodMs: HOUR_MS,
    run: async (ctx) => ({ removed: await purgeExpiredUploads(ctx) }),
  },
  {
    // Issue 14: spec §4 "automatically approved 7 days after completion". Each item is released under
    // its own lock, so a run of another process or the client's approval never releases it twice.
    name: 'auto-release-approvals',
    periodMs: 10 * 60 * 1000,
    run: async (ctx) => ({ ...(await runAutoRelease(ctx)) }),
  },
];

/**
 * Work that runs beside the HTTP server: outbox delivery and the scheduled jobs. Every process runs the
 * same timers; a job's run is claimed in the database first (scheduler.ts), so with N processes each job
 * still runs once per period, and the outbox's claims never overlap either.
 */
export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = (async () => {
      for (const job of scheduledJobs) {
        try {
          if (!(await claimScheduledRun(ctx.database.db, job.name, job.periodMs))) continue;
          const result = await job.run(ctx);
          log.info({ job: job.name, by: PROCESS_ID, ...result }, 'scheduled job ran');
        } catch (e) {
          // The database may be restarting; the next tick tries again.
          log.error({ err: e, job: job.name }, 'scheduled job failed');
        }
      }
    })();
  };
  tick();
  const timer = setInterval(tick, ctx.config.jobsTickMs);
  timer.unref();
  const outbox = ctx.config.outboxWorker
    ? startOutboxWorker(ctx, { pollMs: ctx.config.outboxPollMs, log })
    : undefined;
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, outbox?.stop()]);
    },
  };
}
