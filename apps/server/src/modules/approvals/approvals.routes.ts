import {
  AdminHoldsPage,
  ApprovalItemList,
  ApprovalItemView,
  ApproveItemInput,
  CompleteItemInput,
  EscrowReport,
  HoldItemInput,
  ListQueryInput,
  MerchantCompletableList,
  MerchantEarnings,
  MerchantReviewInput,
  PayablePage,
  PayoutView,
  RecordPayoutInput,
  ResolveHoldInput,
  ServiceFeeInput,
  approvalMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { projectForViewer } from '../operations/project-access.js';
import { getMerchant } from '../merchants/merchants.service.js';
import { listHolds, merchantCompletables } from './approvals.read.js';
import { setFeeBps } from './approvals.repo.js';
import {
  approveItem,
  completeService,
  completeVariationOrder,
  holdItem,
  projectItems,
  resolveHold,
} from './approvals.service.js';
import { escrowReport } from './escrow-ledger.js';
import { saveMerchantReview } from './merchant-reviews.service.js';
import { listPayable, merchantEarnings, recordPayout } from './payouts.service.js';

const id = z.string().min(1).max(64);
const IdParams = z.object({ id });
const OrderParams = z.object({ orderId: z.string().min(1).max(64) });
const ServiceParams = z.object({ serviceId: id });
const TabQuery = z.object({ tab: z.enum(['pending', 'approved']).default('pending') });

/** Issue 14: completion, approval, hold, payouts and the escrow ledger. */
export async function approvalsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['approvals'];

  // Client (and admin): spec §2 approval/pending-approval and approval/approved.
  app.get(
    '/projects/:id/approvals',
    { schema: { tags, params: IdParams, querystring: TabQuery, response: envelope(ApprovalItemList) } },
    async (request) => {
      const viewer = requireRole(request, 'client', 'admin');
      const project = await projectForViewer(db, viewer, request.params.id);
      return ok({ items: await projectItems(db, project.id, request.query.tab) });
    },
  );
  app.post(
    '/approvals/:id/approve',
    { schema: { tags, params: IdParams, body: ApproveItemInput, response: envelope(ApprovalItemView) } },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await approveItem(ctx, client, request.params.id), m.approved);
    },
  );
  app.post(
    '/approvals/:id/hold',
    { schema: { tags, params: IdParams, body: HoldItemInput, response: envelope(ApprovalItemView) } },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await holdItem(ctx, client, request.params.id, request.body), m.held);
    },
  );
  app.post(
    '/projects/:id/merchant-reviews',
    {
      schema: {
        tags,
        params: IdParams,
        body: MerchantReviewInput,
        response: envelope(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await saveMerchantReview(ctx, client, request.params.id, request.body), m.reviewSaved);
    },
  );

  // Merchant: the current-project page's completion form and its transactions.
  app.get(
    '/merchant/projects/:id/completions',
    { schema: { tags, params: IdParams, response: envelope(MerchantCompletableList) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      const project = await projectForViewer(db, merchant, request.params.id, {
        merchantMustHaveAccepted: true,
      });
      return ok(await merchantCompletables(db, merchant, project.id));
    },
  );
  app.post(
    '/merchant/services/:serviceId/complete',
    {
      schema: { tags, params: ServiceParams, body: CompleteItemInput, response: envelope(ApprovalItemView) },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await completeService(ctx, merchant, request.params.serviceId, request.body), m.completed);
    },
  );
  app.post(
    '/merchant/variation-orders/:orderId/complete',
    {
      schema: { tags, params: OrderParams, body: CompleteItemInput, response: envelope(ApprovalItemView) },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(
        await completeVariationOrder(ctx, merchant, request.params.orderId, request.body),
        m.completed,
      );
    },
  );
  app.get(
    '/merchant/earnings',
    { schema: { tags, response: envelope(MerchantEarnings) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await merchantEarnings(ctx, merchant));
    },
  );

  // Admin: holds (resolve_holds), payouts and fees (record_payouts), the ledger (transaction).
  app.get(
    '/admin/holds',
    { schema: { tags, querystring: ListQueryInput, response: envelope(AdminHoldsPage) } },
    async (request) => {
      requireAdmin(request, 'resolve_holds');
      return ok(await listHolds(db, request.query));
    },
  );
  app.post(
    '/admin/approvals/:id/resolve',
    { schema: { tags, params: IdParams, body: ResolveHoldInput, response: envelope(ApprovalItemView) } },
    async (request) => {
      const admin = requireAdmin(request, 'resolve_holds');
      return ok(await resolveHold(ctx, admin, request.params.id, request.body), m.resolved);
    },
  );
  app.get(
    '/admin/payouts',
    { schema: { tags, querystring: ListQueryInput, response: envelope(PayablePage) } },
    async (request) => {
      requireAdmin(request, 'record_payouts');
      return ok(await listPayable(ctx, request.query));
    },
  );
  app.post(
    '/admin/payouts',
    { schema: { tags, body: RecordPayoutInput, response: envelope(PayoutView) } },
    async (request) => {
      const admin = requireAdmin(request, 'record_payouts');
      return ok(await recordPayout(ctx, admin, request.body), m.payoutRecorded);
    },
  );
  app.put(
    '/admin/merchants/:id/service-fee',
    { schema: { tags, params: IdParams, body: ServiceFeeInput, response: envelope(ServiceFeeInput) } },
    async (request) => {
      requireAdmin(request, 'record_payouts');
      const merchant = await getMerchant(db, request.params.id);
      await setFeeBps(db, merchant._id, request.body.fee_bps);
      return ok({ fee_bps: request.body.fee_bps });
    },
  );
  app.get('/admin/escrow', { schema: { tags, response: envelope(EscrowReport) } }, async (request) => {
    requireAdmin(request, 'transaction');
    return ok(await escrowReport(db, null));
  });
  app.get(
    '/admin/escrow/projects/:id',
    { schema: { tags, params: IdParams, response: envelope(EscrowReport) } },
    async (request) => {
      const admin = requireAdmin(request, 'transaction');
      const project = await projectForViewer(db, admin, request.params.id);
      return ok(await escrowReport(db, project.id));
    },
  );
}
