import { accountMessages as m, ActivityLogRequest, ClientProfile, ClientProfileUpdate } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole, requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { recordActivity } from '../system/activity.service.js';
import { getClientProfile, updateClientProfile } from './profile.service.js';

/** The client's own profile; the id always comes from the session, never from the body. */
export async function profileRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    '/client',
    { schema: { tags: ['accounts'], response: envelope(ClientProfile) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getClientProfile(db, user._id));
    },
  );

  app.post(
    '/client',
    { schema: { tags: ['accounts'], body: ClientProfileUpdate, response: envelope(ClientProfile) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await updateClientProfile(db, user._id, request.body), m.profileSaved);
    },
  );

  /** Spec §6: "A page-view activity log is sent once per client page load". */
  app.post(
    '/activity',
    { schema: { tags: ['accounts'], body: ActivityLogRequest, response: envelope(z.null()) } },
    async (request) => {
      const user = requireUser(request);
      await recordActivity(db, {
        userId: user._id,
        role: user.role,
        action: request.body.action,
        api: request.body.api,
      });
      return ok(null);
    },
  );
}
