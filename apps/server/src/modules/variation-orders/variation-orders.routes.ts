import {
  AcceptVariationOrder,
  AcceptedVariationOrder,
  CreateVariationOrder,
  DeclineVariationOrder,
  MerchantAddOn,
  PayNowInstructions,
  PriceVariationOrder,
  ProjectVariationOrders,
  SubmittedReceipt,
  VariationOrderReceipt,
  VariationOrderView,
  variationOrderMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  acceptClientOrder,
  clientOrderPayNow,
  createClientOrder,
  deleteClientOrder,
  editClientOrder,
  listClientOrders,
  refuseClientOrder,
} from './client-orders.service.js';
import {
  createMerchantAddOn,
  declineMerchantOrder,
  listMerchantOrders,
  priceMerchantOrder,
} from './merchant-orders.service.js';
import { buildVariationOrderInvoicePdf } from './order-invoice.service.js';
import { payClientOrder } from './order-payment.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });
const OrderParams = ProjectParams.extend({ orderId: z.string().min(1).max(64) });
const MerchantOrderParams = z.object({ orderId: z.string().min(1).max(64) });

/**
 * Issue 13: variation orders. Client routes sit under the client's project; merchant routes under the
 * merchant's; the admin decides payments in the payment review (payments.routes, kind=variation_order).
 * Ids of the caller come from the session; a foreign project or order answers 404.
 */
export async function variationOrdersRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['variation-orders'];

  app.get(
    '/projects/:id/variation-orders',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectVariationOrders) } },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await listClientOrders(db, client, request.params.id));
    },
  );

  app.post(
    '/projects/:id/variation-orders',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: CreateVariationOrder,
        response: envelope(VariationOrderView),
      },
    },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await createClientOrder(ctx, client, request.params.id, request.body), m.newOrderCreated);
    },
  );

  app.put(
    '/projects/:id/variation-orders/:orderId',
    {
      schema: {
        tags,
        params: OrderParams,
        body: CreateVariationOrder,
        response: envelope(VariationOrderView),
      },
    },
    async (request) => {
      const client = requireRole(request, 'client');
      const { id, orderId } = request.params;
      return ok(await editClientOrder(ctx, client, id, orderId, request.body), m.orderUpdated);
    },
  );

  app.delete(
    '/projects/:id/variation-orders/:orderId',
    { schema: { tags, params: OrderParams, response: envelope(z.object({ deleted: z.literal(true) })) } },
    async (request) => {
      const client = requireRole(request, 'client');
      await deleteClientOrder(ctx, client, request.params.id, request.params.orderId);
      return ok({ deleted: true as const }, m.orderDeleted);
    },
  );

  app.post(
    '/projects/:id/variation-orders/:orderId/accept',
    {
      schema: {
        tags,
        params: OrderParams,
        body: AcceptVariationOrder,
        response: envelope(AcceptedVariationOrder),
      },
    },
    async (request) => {
      const client = requireRole(request, 'client');
      const { id, orderId } = request.params;
      return ok(await acceptClientOrder(ctx, client, id, orderId, request.body.amount_cents), m.orderUpdated);
    },
  );

  for (const [path, action] of [
    ['reject', 'clientReject'],
    ['decline', 'clientDecline'],
  ] as const) {
    app.post(
      `/projects/:id/variation-orders/:orderId/${path}`,
      { schema: { tags, params: OrderParams, response: envelope(VariationOrderView) } },
      async (request) => {
        const client = requireRole(request, 'client');
        const { id, orderId } = request.params;
        return ok(await refuseClientOrder(ctx, client, id, orderId, action), m.orderUpdated);
      },
    );
  }

  app.get(
    '/projects/:id/variation-orders/:orderId/paynow',
    { schema: { tags, params: OrderParams, response: envelope(PayNowInstructions) } },
    async (request) => {
      const client = requireRole(request, 'client');
      return ok(await clientOrderPayNow(ctx, client, request.params.id, request.params.orderId));
    },
  );

  app.post(
    '/projects/:id/variation-orders/:orderId/receipts',
    {
      schema: {
        tags,
        params: OrderParams,
        body: VariationOrderReceipt,
        response: envelope(SubmittedReceipt),
      },
    },
    async (request) => {
      const client = requireRole(request, 'client');
      const { id, orderId } = request.params;
      return ok(await payClientOrder(ctx, client, id, orderId, request.body), m.receiptSubmitted);
    },
  );

  // The invoice of an accepted order: its client, its merchant and the admins download it.
  app.get(
    '/variation-orders/:orderId/invoice.pdf',
    { schema: { tags, params: MerchantOrderParams } },
    async (request, reply) => {
      const viewer = requireRole(request, 'client', 'merchant', 'admin');
      const { pdf, filename } = await buildVariationOrderInvoicePdf(ctx, viewer, request.params.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/merchant/projects/:id/variation-orders',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectVariationOrders) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await listMerchantOrders(db, merchant, request.params.id));
    },
  );

  app.post(
    '/merchant/projects/:id/variation-orders',
    { schema: { tags, params: ProjectParams, body: MerchantAddOn, response: envelope(VariationOrderView) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await createMerchantAddOn(ctx, merchant, request.params.id, request.body), m.newOrderCreated);
    },
  );

  app.post(
    '/merchant/variation-orders/:orderId/price',
    {
      schema: {
        tags,
        params: MerchantOrderParams,
        body: PriceVariationOrder,
        response: envelope(VariationOrderView),
      },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(
        await priceMerchantOrder(ctx, merchant, request.params.orderId, request.body),
        m.orderUpdated,
      );
    },
  );

  app.post(
    '/merchant/variation-orders/:orderId/decline',
    {
      schema: {
        tags,
        params: MerchantOrderParams,
        body: DeclineVariationOrder,
        response: envelope(VariationOrderView),
      },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(
        await declineMerchantOrder(ctx, merchant, request.params.orderId, request.body),
        m.orderUpdated,
      );
    },
  );
}
