import {
  type DeclineVariationOrder,
  type MerchantAddOn,
  type MerchantTransactionPage,
  type PriceVariationOrder,
  type ProjectVariationOrders,
  type SessionUser,
  type VariationOrderView,
  formatSgd,
  variationOrderMessages as m,
  variationOrderTotalCents,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { variationOrders } from '../../db/schema/variation-orders.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { notifyUser } from '../notifications/notifications.service.js';
import { projectForViewer } from '../operations/project-access.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import { findProjectRecord, projectRecordsByIds } from '../projects/project-records.service.js';
import { allow, clientName } from './client-orders.service.js';
import { orderViews, projectContractSummary } from './variation-order-view.js';
import {
  SERVICE_TAKES_ORDERS,
  assertOrderOf,
  clientOrdersLink,
  linePrices,
  merchantContact,
  pricedLine,
  serviceOfProject,
} from './variation-order-support.js';
import {
  findOrder,
  lockOrder,
  merchantOrdersPage,
  moveOrder,
  ordersOfProject,
  type VariationOrderRow,
} from './variation-orders.repo.js';

/** A merchant's orders on one project (both tabs), the services it may propose on, and the contract. */
export async function listMerchantOrders(
  db: DbOrTx,
  merchant: SessionUser,
  projectId: string,
): Promise<ProjectVariationOrders> {
  const project = await projectForViewer(db, merchant, projectId);
  const [mine, all, services] = await Promise.all([
    ordersOfProject(db, project.id, merchant._id),
    ordersOfProject(db, project.id),
    servicesOfProjects(db, [project.id], merchant._id),
  ]);
  const [items, summary, company] = await Promise.all([
    orderViews(db, mine),
    projectContractSummary(db, project, all),
    merchantContact(db, merchant._id),
  ]);
  return {
    project_id: project.id,
    project_name: project.name,
    summary,
    services: services
      .filter((s) => s.status === SERVICE_TAKES_ORDERS)
      .map((s) => ({ project_service_id: s.id, services: s.services, merchant_name: company.company_name })),
    items,
  };
}

async function tellClient(
  ctx: AppContext,
  tx: Tx,
  order: VariationOrderRow,
  kind: 'priced' | 'addon' | 'declined',
) {
  const [client, project, merchant] = await Promise.all([
    clientName(tx, order.clientId),
    findProjectRecord(tx, order.projectId),
    merchantContact(tx, order.merchantId),
  ]);
  const projectName = project?.name ?? '';
  await notifyUser(tx, order.clientId, {
    action: `variation_order_${kind}`,
    content:
      kind === 'declined'
        ? `${merchant.company_name} declined your variation order request (${order.services}).`
        : `${merchant.company_name} ${kind === 'addon' ? 'proposes an add-on' : 'priced your variation order'} (${order.services}, ${formatSgd(order.amountCents)}). Please accept, reject or decline it.`,
    projectId: order.projectId,
  });
  await enqueueEmail(
    tx,
    {
      email: client.email,
      template_name: 'client_variation_order_update',
      subject:
        kind === 'declined'
          ? 'Variation order declined'
          : kind === 'addon'
            ? 'New add-on from your contractor'
            : 'Your variation order is priced',
      data: {
        first_name: client.first_name,
        company_name: merchant.company_name,
        project_name: projectName,
        services: order.services,
        kind,
        ...(kind === 'declined'
          ? { reason: order.declineReason ?? '' }
          : { amount: formatSgd(order.amountCents) }),
        link: clientOrdersLink(ctx, order.projectId),
      },
    },
    { publicUrl: ctx.config.publicUrl },
  );
}

/** variationOrders/merchant-addon: a priced order on a service the merchant holds; the client decides. */
export async function createMerchantAddOn(
  ctx: AppContext,
  merchant: SessionUser,
  projectId: string,
  input: MerchantAddOn,
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  const project = await projectForViewer(db, merchant, projectId, { merchantMustHaveAccepted: true });
  const service = await serviceOfProject(db, project.id, input.project_service_id);
  if (service.merchantId !== merchant._id || service.status !== SERVICE_TAKES_ORDERS)
    throw new AppError('NOT_FOUND');
  const lines = input.lines.map((line) => pricedLine(line, line));
  const amountCents = variationOrderTotalCents(linePrices(lines));
  if (amountCents <= 0) throw new AppError('BAD_REQUEST', m.createTheOrderFailed);
  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(variationOrders)
      .values({
        projectId: project.id,
        clientId: project.clientId,
        projectServiceId: service.id,
        services: service.services,
        merchantId: merchant._id,
        origin: 'merchant',
        status: 'Pending',
        isPriced: true,
        lines,
        amountCents,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', m.createTheOrderFailed);
    await tellClient(ctx, tx, row, 'addon');
    return row;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

/** variationOrders/client-request: the merchant prices every line; the amount is the domain's sum. */
export async function priceMerchantOrder(
  ctx: AppContext,
  merchant: SessionUser,
  orderId: string,
  input: PriceVariationOrder,
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  assertOrderOf(await findOrder(db, orderId), merchant);
  const order = await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), merchant);
    allow(locked, 'merchantPrice');
    if (input.lines.length !== locked.lines.length) throw new AppError('BAD_REQUEST', m.fillEveryField);
    const lines = locked.lines.map((line, i) => {
      const price = input.lines[i];
      if (!price) throw new AppError('BAD_REQUEST', m.fillEveryField);
      return pricedLine(line, price);
    });
    const amountCents = variationOrderTotalCents(linePrices(lines));
    if (amountCents <= 0) throw new AppError('BAD_REQUEST', m.updateTheOrderFailed);
    const moved = await moveOrder(tx, locked.id, 'Pending', { lines, amountCents, isPriced: true });
    if (!moved) throw new AppError('CONFLICT', m.notAllowedToEdit);
    await tellClient(ctx, tx, moved, 'priced');
    return moved;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

export async function declineMerchantOrder(
  ctx: AppContext,
  merchant: SessionUser,
  orderId: string,
  input: DeclineVariationOrder,
): Promise<VariationOrderView> {
  const db = ctx.database.db;
  assertOrderOf(await findOrder(db, orderId), merchant);
  const order = await db.transaction(async (tx) => {
    const locked = assertOrderOf(await lockOrder(tx, orderId), merchant);
    allow(locked, 'merchantDecline');
    const moved = await moveOrder(tx, locked.id, 'Pending', {
      status: 'Declined',
      declineReason: input.reason,
    });
    if (!moved) throw new AppError('CONFLICT', m.declineFailed);
    await tellClient(ctx, tx, moved, 'declined');
    return moved;
  });
  return (await orderViews(db, [order]))[0] as VariationOrderView;
}

/** transactions/ongoing-vo (accepted, not finished) and the orders of transactions/completed. */
export async function merchantOrderTransactions(
  db: DbOrTx,
  merchant: SessionUser,
  tab: 'ongoing-vo' | 'completed',
  page: number,
  rowsPerPage: number,
): Promise<MerchantTransactionPage> {
  const statuses = tab === 'completed' ? ['Completed'] : ['Payment', 'Paid', 'Approved'];
  const { rows, totalCount, totalCents } = await merchantOrdersPage(
    db,
    merchant._id,
    statuses,
    page,
    rowsPerPage,
  );
  const names = await projectRecordsByIds(
    db,
    rows.map((r) => r.projectId),
  );
  const views = await orderViews(db, rows);
  return {
    totalCount,
    total_amount_cents: totalCents,
    items: views.map((v, i) => ({
      _id: v._id,
      type: 'Variation Order' as const,
      project_id: v.project_id,
      project_name: names.get(v.project_id)?.name ?? '',
      services: v.services,
      amount_cents: v.amount_cents,
      status: v.status,
      status_date: (rows[i]?.updatedAt ?? new Date()).toISOString(),
      invoice_number: v.invoice_number,
    })),
  };
}
