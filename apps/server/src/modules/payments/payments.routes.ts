import {
  AdminPaymentReviewPage,
  AdminPaymentReviewQuery,
  PAYMENT_REVIEW_PERMISSION,
  PaymentReview,
  PaymentStatusValue,
  PayNowInstructions,
  ProgressivePaymentReceipt,
  ProjectPayments,
  QuotationPaymentReceipt,
  SubmittedReceipt,
  paymentMessages,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { buildProgressiveInvoicePdf } from './invoice-document.service.js';
import {
  getPayNowInstructions,
  getProjectPayments,
  listPaymentsForReview,
  reviewPayment,
  submitReceipt,
} from './payments.service.js';
import {
  isVariationOrderReceipt,
  listVariationOrderPaymentsForReview,
  reviewVariationOrderPayment,
} from '../variation-orders/order-payment.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });
const StageParams = ProjectParams.extend({ stage: z.coerce.number().int().min(1).max(5) });
const ReceiptParams = z.object({ receiptId: z.string().min(1).max(64) });

/**
 * Checkout, progressive payments and the admin review (issue 6). The client id always comes from the
 * session; every project route checks the project is the caller's.
 */
export async function paymentsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['payments'];

  app.get(
    '/projects/:id/payments',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectPayments) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getProjectPayments(db, user._id, request.params.id));
    },
  );

  app.get(
    '/projects/:id/payments/:stage/paynow',
    { schema: { tags, params: StageParams, response: envelope(PayNowInstructions) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getPayNowInstructions(ctx, user._id, request.params.id, request.params.stage));
    },
  );

  // Checkout of the $150 deposit: the quotation payment's messages (spec §5 "Quotation payment").
  app.post(
    '/projects/:id/checkout',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: QuotationPaymentReceipt,
        response: envelope(SubmittedReceipt),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      const result = await submitReceipt(ctx, user, request.params.id, 1, request.body);
      return ok(result, paymentMessages.receiptSubmitted);
    },
  );

  // A later stage, or paying again after a decline (spec §5 "Progressive payment modal").
  app.post(
    '/projects/:id/payments/:stage/receipts',
    {
      schema: {
        tags,
        params: StageParams,
        body: ProgressivePaymentReceipt,
        response: envelope(SubmittedReceipt),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      const result = await submitReceipt(ctx, user, request.params.id, request.params.stage, request.body);
      return ok(result, paymentMessages.receiptSubmitted);
    },
  );

  app.get(
    '/projects/:id/payments/:stage/invoice.pdf',
    { schema: { tags, params: StageParams } },
    async (request, reply) => {
      const user = requireRole(request, 'client');
      const { pdf, filename } = await buildProgressiveInvoicePdf(
        ctx,
        user._id,
        request.params.id,
        request.params.stage,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/admin/payments',
    { schema: { tags, querystring: AdminPaymentReviewQuery, response: envelope(AdminPaymentReviewPage) } },
    async (request) => {
      requireAdmin(request, PAYMENT_REVIEW_PERMISSION);
      // Issue 13: variation order receipts are reviewed on the same page, by kind.
      if (request.query.kind === 'variation_order')
        return ok(await listVariationOrderPaymentsForReview(db, request.query));
      return ok(await listPaymentsForReview(db, request.query));
    },
  );

  app.post(
    '/admin/payments/:receiptId/review',
    {
      schema: {
        tags,
        params: ReceiptParams,
        body: PaymentReview,
        response: envelope(
          z.object({ status: PaymentStatusValue, next_invoice_number: z.string().nullable() }),
        ),
      },
    },
    async (request) => {
      const admin = requireAdmin(request, PAYMENT_REVIEW_PERMISSION);
      if (await isVariationOrderReceipt(db, request.params.receiptId))
        return ok(await reviewVariationOrderPayment(ctx, admin, request.params.receiptId, request.body));
      return ok(await reviewPayment(ctx, admin, request.params.receiptId, request.body));
    },
  );
}
