import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Work that runs beside the HTTP server: outbox delivery and housekeeping. */
export function startBackgroundJobs(_ctx: AppContext, _log: FastifyBaseLogger): BackgroundJobs {
  return { stop: async () => {} };
}
