import {
  AdminEzcashAdjustment,
  AdminEzcashResult,
  AdminEzcashRow,
  ezcashMessages,
  ListQueryInput,
  listResult,
  RewardsSummary,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { adjustEzcash, getRewardsSummary, listLedgerForAdmin } from './rewards.service.js';

/** EZcash is money-like: the admin pages sit under the transaction permission, like Payment Review. */
export const EZCASH_ADMIN_PERMISSION = 'transaction';
const ezcashAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, EZCASH_ADMIN_PERMISSION);
};

/** Issue 16: the client's rewards page and the admin EZcash ledger. */
export async function rewardsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['rewards'];

  app.get('/rewards/me', { schema: { tags, response: envelope(RewardsSummary) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await getRewardsSummary(db, user._id));
  });

  app.get(
    '/admin/ezcash',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminEzcashRow)) },
    },
    async (request) => ok(await listLedgerForAdmin(db, request.query)),
  );

  app.post(
    '/admin/ezcash',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, body: AdminEzcashAdjustment, response: envelope(AdminEzcashResult) },
    },
    async (request) => {
      const admin = requireAdmin(request, EZCASH_ADMIN_PERMISSION);
      return ok(await adjustEzcash(db, admin, request.body), ezcashMessages.adjusted);
    },
  );
}
