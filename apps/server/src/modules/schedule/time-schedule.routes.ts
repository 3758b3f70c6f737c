import { ProjectTimeScheduleView } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { getTimeSchedule } from './time-schedule.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });

/** Spec "Schedule calendar page" (client route time-schedule): read by the project's client or an admin. */
export async function timeScheduleRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/projects/:id/time-schedule',
    { schema: { tags: ['schedule'], params: ProjectParams, response: envelope(ProjectTimeScheduleView) } },
    async (request) => {
      const viewer = requireRole(request, 'client', 'admin');
      return ok(await getTimeSchedule(ctx.database.db, viewer, request.params.id));
    },
  );
}
