import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { migrationState } from '../../db/migrate.js';
import { envelope, ok } from '../../platform/reply.js';

const Health = z.object({
  status: z.literal('ok'),
  driver: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  migrations: z.object({
    applied: z.number(),
    expected: z.number(),
    upToDate: z.boolean(),
    latest: z.string().nullable(),
  }),
});

export async function systemRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { tags: ['system'], response: envelope(Health) } },
    async () =>
      ok({
        status: 'ok' as const,
        driver: ctx.database.driver,
        storage: ctx.storage.kind,
        migrations: await migrationState(ctx.database),
      }),
  );
}
