import { PublicTrackingConfig } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';

/** The pixel ids the public pages load (only the public ids of TRACKING_*; nothing else of the config). */
export async function trackingRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/tracking/config',
    { schema: { tags: ['tracking'], response: envelope(PublicTrackingConfig) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(ctx.config.tracking);
    },
  );
}
