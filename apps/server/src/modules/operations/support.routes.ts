import {
  AdminCalendarMonth,
  AdminCalendarQuery,
  CreateSupportRequest,
  ListQueryInput,
  ReplySupportRequest,
  SetSupportStatus,
  SUPPORT_PERMISSION,
  SupportRequestPage,
  SupportRequestView,
  operationsMessages as m,
  supportMessages as sm,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { adminCalendarMonth } from './admin-calendar.service.js';
import { replySupportRequest, setSupportStatus } from './support-replies.service.js';
import { createSupportRequest, listMySupportRequests } from './support.service.js';

const Params = z.object({ id: z.string().min(1).max(64) });
// Checked before the body is validated: a caller without the flag learns nothing from a 400.
const supportAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, SUPPORT_PERMISSION);
};

/** Issue 18 item 6: the admin's support inbox answers; clients ask too; requesters read the answers. */
export async function supportRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['operations'];
  app.post(
    '/admin/support-requests/:id/reply',
    {
      preValidation: supportAdminOnly,
      schema: { tags, params: Params, body: ReplySupportRequest, response: envelope(SupportRequestView) },
    },
    async (request) => {
      const admin = requireAdmin(request, SUPPORT_PERMISSION);
      return ok(await replySupportRequest(ctx, admin, request.params.id, request.body), sm.replySent);
    },
  );
  app.put(
    '/admin/support-requests/:id/status',
    {
      preValidation: supportAdminOnly,
      schema: { tags, params: Params, body: SetSupportStatus, response: envelope(SupportRequestView) },
    },
    async (request) => {
      const view = await setSupportStatus(db, request.params.id, request.body.status);
      return ok(view, request.body.status === 'Closed' ? sm.closed : sm.reopened);
    },
  );
  // Client route "support" (title Support Page): the client's own requests to the admin.
  app.post(
    '/client/support',
    { schema: { tags, body: CreateSupportRequest, response: envelope(SupportRequestView) } },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await createSupportRequest(ctx, client, request.body), m.supportSent);
    },
  );
  app.get(
    '/support-requests/mine',
    { schema: { tags, querystring: ListQueryInput, response: envelope(SupportRequestPage) } },
    async (request) => {
      const requester = requireRole(request, 'client', 'merchant', 'project_manager');
      return ok(await listMySupportRequests(db, requester, request.query));
    },
  );
  // Issue 18 item 7: the admin calendar, every project's meetings and works in a month.
  app.get(
    '/admin/calendar',
    {
      preValidation: async (request) => {
        requireAdmin(request, 'calendar');
      },
      schema: { tags, querystring: AdminCalendarQuery, response: envelope(AdminCalendarMonth) },
    },
    async (request) => ok(await adminCalendarMonth(db, request.query.month)),
  );
}
