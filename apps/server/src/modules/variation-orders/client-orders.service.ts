import {
  type AcceptedVariationOrder,
  type CreateVariationOrder,
  type ProjectVariationOrders,
  type SessionUser,
  type VariationOrderAction,
  type VariationOrderStatus,
  type VariationOrderView,
  buildPayNowPayload,
  formatInvoiceNumber,
  formatSgd,
  payNowRecipientText,
  transitionVariationOrder,
  variationOrderMessages as m,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { variationOrders } from '../../db/schema/variation-orders.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { payNowQrPngDataUrl } from '../../platform/paynow-qr.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { nextDocumentNumber } from '../documents/documents.service.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyUser } from '../notifications/notifications.service.js';
import { projectForViewer } from '../operations/project-access.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import { orderViews, projectContractSummary } from './variation-order-view.js';
import {
  SERVICE_TAKES_ORDERS,
  assertOrderOf,
  merchantContact,
  merchantOrdersLink,
  requestLine,
  serviceOfProject,
} from './variation-order-support.js';
import {
  findOrder,
  lockOrder,
  moveOrder,
  ordersOfProject,
  type VariationOrderRow,
} from './variation-orders.repo.js';

const stateOf = (o: VariationOrderRow) => ({
  status: o.status as VariationOrderStatus,
  origin: o.origin as 'client' | 'merchant',
  isPriced: o.isPriced,
  amountCents: o.amountCents,
});

/** Runs the state machine on the locked order; a refusal answers 409 with the spec's message. */
export function allow(order: VariationOrderRow, action: VariationOrderAction) {
  const move = transitionVariationOrder(stateOf(order), action);
  if (!move.ok) throw new AppError('CONFLICT', move.reason);
  return move.to;
}

/** The client's Variation Order page: the contract, the services it may ask of, and its orders. */
export async function listClientOrders(
  db: DbOrTx,
  client: SessionUser,
  projectId: string,
): Promise<ProjectVariationOrders> {
  const project = await projectForViewer(db, client, projectId);
  const [orders, services] = await Promise.all([
    ordersOfProject(db, project.id),
    servicesOfProjects(db, [project.id]),
  ]);
  const open = services.filter((s) => s.status === SERVICE_TAKES_ORDERS && s.merchantId);
  const [items, summary, names] = await Promise.all([
    orderViews(db, orders),
    projectContractSummary(db, project, orders),
    merchantCompaniesByIds(
      db,
      open.map((s) => s.merchantId),
    ),
  ]);
  return {
    project_id: project.id,
    project_name: project.name,
    summary,
    services: open.map((s) => ({
      project_service_id: s.id,
      services: s.services,
      merchant_name: names.get(s.merchantId ?? '')?.company_name ?? '',
    })),
    items,
  };
}

async function requestableService(db: DbOrTx, projectId: string, serviceId: string) {
  const service = await serviceOfProject(db, projectId, serviceId);
  if (service.status !== SERVICE_TAKES_ORDERS || !service.merchantId)
    throw new AppError('CONFLICT', m.serviceHasNoMerchant);
  return { ...service, merchantId: service.merchantId };
}

async function tellMerchantOfRequest(
  ctx: AppContext,
  tx: Tx,
  client: SessionUser,
  order: VariationOrderRow,
  isEdit: boolean,
  projectName: string,
) {
  const merchant = await merchantContact(tx, order.merchantId);
  const clientName = `${client.first_name} ${client.last_name}`.trim();
  await notifyUser(tx, order.merchantId, {
    action: 'variation_order_request',
    content: `${clientName} ${isEdit ? 'changed a' : 'requested a'} variation order (${order.services}) on ${projectName}.`,
    projectId: order.projectId,
  });
  if (merchant.email)
    await enqueueEmail(
      tx,
      {
        email: merchant.email,
        template_name: 'merchant_variation_order_request',
        subject: isEdit ? 'Variation order request changed' : 'New variation order request',
        data: {
          company_name: merchant.company_name,
          client_name: clientName || 'Your client',
          project_name: projectName,
          services: order.services,
          lines: order.lines.length,
          is_edit: isEdit,
          link: merchantOrdersLink(ctx, order.projectId, 'client'),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
}

/** New Request: spec §4 defaults, status Pending, sent to the merchant of the service. */
export async function createClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  input: CreateVariationOrder,
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  const service = await requestableService(db, project.id, input.project_service_id);
  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(variationOrders)
      .values({
        projectId: project.id,
        clientId: client._id,
        projectServiceId: service.id,
        services: service.services,
        merchantId: service.merchantId,
        origin: 'client',
        status: 'Pending',
        isPriced: false,
        lines: input.lines.map(requestLine),
        amountCents: 0,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', m.createOrderFailed);
    await tellMerchantOfRequest(ctx, tx, client, row, false, project.name);
    return row;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

/** Spec §5 "Editing only for Pending": the edit goes back to the merchant to be priced again. */
export async function editClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
  input: CreateVariationOrder,
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  assertOrderOf(await findOrder(db, orderId), client, project.id);
  const service = await requestableService(db, project.id, input.project_service_id);
  const order = await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), client, project.id);
    allow(locked, 'clientEdit');
    const moved = await moveOrder(tx, locked.id, 'Pending', {
      projectServiceId: service.id,
      services: service.services,
      merchantId: service.merchantId,
      lines: input.lines.map(requestLine),
      isPriced: false,
      amountCents: 0,
    });
    if (!moved) throw new AppError('CONFLICT', m.notAllowedToEdit);
    await tellMerchantOfRequest(ctx, tx, client, moved, true, project.name);
    return moved;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

export async function deleteClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
) {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), client, project.id);
    allow(locked, 'clientDelete');
    const [gone] = await tx
      .delete(variationOrders)
      .where(and(eq(variationOrders.id, locked.id), eq(variationOrders.status, 'Pending')))
      .returning({ id: variationOrders.id });
    if (!gone) throw new AppError('CONFLICT', m.notAllowedToEdit);
  });
}

async function tellMerchantOfDecision(
  ctx: AppContext,
  tx: Tx,
  client: SessionUser,
  order: VariationOrderRow,
  decision: 'Accepted' | 'Rejected' | 'Declined',
  projectName: string,
) {
  const merchant = await merchantContact(tx, order.merchantId);
  const clientName = `${client.first_name} ${client.last_name}`.trim() || 'Your client';
  await notifyUser(tx, order.merchantId, {
    action: `variation_order_${decision.toLowerCase()}`,
    content: `${clientName} ${decision.toLowerCase()} the variation order (${order.services}, ${formatSgd(order.amountCents)}) on ${projectName}.`,
    projectId: order.projectId,
  });
  if (merchant.email)
    await enqueueEmail(
      tx,
      {
        email: merchant.email,
        template_name: 'merchant_variation_order_decision',
        subject: `Variation order ${decision.toLowerCase()}`,
        data: {
          company_name: merchant.company_name,
          client_name: clientName,
          project_name: projectName,
          services: order.services,
          amount: formatSgd(order.amountCents),
          decision,
          ...(order.invoiceNo === null ? {} : { invoice_number: formatInvoiceNumber(order.invoiceNo) }),
          link: merchantOrdersLink(ctx, order.projectId, order.origin as 'client' | 'merchant'),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
}

/**
 * Accept (pay): one transaction locks the order, checks it is a priced Pending order of the amount the
 * client saw, takes the next number of the invoice series (the progressive invoices' series) and opens
 * the payment. A second tab waits on the lock and is refused: the order is accepted, and invoiced, once.
 */
export async function acceptClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
  amountCents: number,
): Promise<AcceptedVariationOrder> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  const order = await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), client, project.id);
    allow(locked, 'clientAccept');
    if (locked.amountCents !== amountCents) throw new AppError('CONFLICT', m.updateTheOrderFailed);
    const now = new Date();
    const number = await nextDocumentNumber(tx, 'invoice', now);
    const moved = await moveOrder(tx, locked.id, 'Pending', {
      status: 'Payment',
      invoiceNo: number.sequence,
      invoicedAt: now,
    });
    if (!moved) throw new AppError('CONFLICT', m.createInvoiceFailed);
    await tellMerchantOfDecision(ctx, tx, client, moved, 'Accepted', project.name);
    return moved;
  });
  const [view] = await orderViews(db, [order]);
  return { order: view as VariationOrderView, paynow: await payNowOf(ctx, order) };
}

export async function refuseClientOrder(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
  action: 'clientReject' | 'clientDecline',
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  const order = await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), client, project.id);
    const to = allow(locked, action);
    const moved = await moveOrder(tx, locked.id, 'Pending', { status: to.status });
    if (!moved) throw new AppError('CONFLICT', action === 'clientReject' ? m.rejectFailed : m.declineFailed);
    await tellMerchantOfDecision(
      ctx,
      tx,
      client,
      moved,
      to.status === 'Rejected' ? 'Rejected' : 'Declined',
      project.name,
    );
    return moved;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

async function payNowOf(ctx: AppContext, order: VariationOrderRow) {
  if (order.invoiceNo === null) throw new AppError('CONFLICT', m.updatePaymentStatusFailed);
  const invoiceNumber = formatInvoiceNumber(order.invoiceNo);
  const { uen, merchantName } = ctx.config.paynow;
  const payload = buildPayNowPayload({
    uen,
    merchantName,
    amountCents: order.amountCents,
    reference: invoiceNumber,
  });
  return {
    invoice_id: order.id,
    invoice_number: invoiceNumber,
    stage: 0,
    amount_cents: order.amountCents,
    qr_png: await payNowQrPngDataUrl(payload),
    recipient_text: payNowRecipientText(merchantName, uen),
  };
}

/** The PayNow QR of an accepted order: its amount, its invoice number as the reference. */
export async function clientOrderPayNow(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  orderId: string,
) {
  const db = ctx.database.db;
  const project = await projectForViewer(db, client, projectId);
  const order = assertOrderOf(await findOrder(db, orderId), client, project.id);
  if (order.status !== 'Payment') throw new AppError('CONFLICT', m.updatePaymentStatusFailed);
  return payNowOf(ctx, order);
}

export const clientName = async (db: DbOrTx, clientId: string) => {
  const c = await getClientProfile(db, clientId);
  return { ...c, name: `${c.first_name} ${c.last_name}`.trim() };
};
