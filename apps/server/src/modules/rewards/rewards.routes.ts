import {
  AdminVoucher,
  AdminVoucherInput,
  VoucherDetail,
  VoucherPage,
  VoucherRedeemed,
  voucherTexts,
  AdminEzcashAdjustment,
  AdminEzcashResult,
  AdminEzcashRow,
  ezcashMessages,
  ListQueryInput,
  listResult,
  RewardsSummary,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { adjustEzcash, getRewardsSummary, listLedgerForAdmin } from './rewards.service.js';
import {
  createVoucher,
  getVoucherDetail,
  getVoucherPage,
  listVouchersForAdmin,
  redeemVoucher,
  updateVoucher,
} from './vouchers.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** EZcash and vouchers are money-like: their admin pages sit under the transaction permission, like Payment Review. */
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

  // Vouchers (issue 16, spec "Vouchers (client)"): the client id always comes from the session.
  app.get('/vouchers', { schema: { tags, response: envelope(VoucherPage) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await getVoucherPage(db, user._id));
  });

  app.get(
    '/vouchers/:id',
    { schema: { tags, params: IdParams, response: envelope(VoucherDetail) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getVoucherDetail(db, user._id, request.params.id));
    },
  );

  app.post(
    '/vouchers/:id/redeem',
    { schema: { tags, params: IdParams, response: envelope(VoucherRedeemed) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await redeemVoucher(db, user._id, request.params.id), voucherTexts.markedUsed);
    },
  );

  app.get(
    '/admin/vouchers',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminVoucher)) },
    },
    async (request) => ok(await listVouchersForAdmin(db, request.query)),
  );

  app.post(
    '/admin/vouchers',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, body: AdminVoucherInput, response: envelope(AdminVoucher) },
    },
    async (request) => ok(await createVoucher(db, request.body)),
  );

  app.put(
    '/admin/vouchers/:id',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, params: IdParams, body: AdminVoucherInput, response: envelope(AdminVoucher) },
    },
    async (request) => ok(await updateVoucher(db, request.params.id, request.body)),
  );
}
