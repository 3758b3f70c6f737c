import {
  AdminClientDetail,
  AdminClientPage,
  AdminClientRow,
  AdminUserPage,
  ListQueryInput,
  backOfficeMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  getClientDetail,
  listAdminUsers,
  listClients,
  resendClientVerification,
  setClientActive,
} from './users.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Issue 18 item 2: the admin's lists of clients and admins (merchants have their page), flag manage_users. */
export async function usersRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['back-office'];
  const flag = 'manage_users';

  app.get(
    '/admin/clients',
    { schema: { tags, querystring: ListQueryInput, response: envelope(AdminClientPage) } },
    async (request) => {
      requireAdmin(request, flag);
      return ok(await listClients(db, request.query));
    },
  );
  app.get(
    '/admin/clients/:id',
    { schema: { tags, params: IdParams, response: envelope(AdminClientDetail) } },
    async (request) => {
      requireAdmin(request, flag);
      return ok(await getClientDetail(db, request.params.id));
    },
  );
  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const)
    app.post(
      `/admin/clients/:id/${action}`,
      { schema: { tags, params: IdParams, response: envelope(AdminClientRow) } },
      async (request) => {
        requireAdmin(request, flag);
        return ok(
          await setClientActive(db, request.params.id, active),
          active ? m.clientReactivated : m.clientDeactivated,
        );
      },
    );
  app.post(
    '/admin/clients/:id/resend-verification',
    { schema: { tags, params: IdParams, response: envelope(z.object({ sent: z.literal(true) })) } },
    async (request) => {
      requireAdmin(request, flag);
      return ok(await resendClientVerification(ctx, request.params.id), m.verificationResent);
    },
  );
  app.get(
    '/admin/users/admins',
    { schema: { tags, querystring: ListQueryInput, response: envelope(AdminUserPage) } },
    async (request) => {
      requireAdmin(request, flag);
      return ok(await listAdminUsers(db, request.query));
    },
  );
}
