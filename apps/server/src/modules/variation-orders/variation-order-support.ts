import {
  type MerchantAddOn,
  type SessionUser,
  type VariationOrderRequestLine,
  VARIATION_ORDER_DEFAULTS,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import type { VariationOrderLineRecord } from '../../db/schema/variation-orders.js';
import { AppError } from '../../platform/errors.js';
import { merchantPublicByIds } from '../merchants/merchants.service.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import type { VariationOrderRow } from './variation-orders.repo.js';

/** A merchant takes orders on a service it has accepted (issue 12); an assigned one is not yet its. */
export const SERVICE_TAKES_ORDERS = 'Accepted';

/** A project's service by id, only when it belongs to that project (a foreign id answers as missing). */
export async function serviceOfProject(db: DbOrTx, projectId: string, serviceId: string) {
  const row = (await servicesOfProjects(db, [projectId])).find((s) => s.id === serviceId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Spec §4 defaults for a client's new line: priced zero, 7 days warranty, unit 1, no wastage. */
export const requestLine = (line: VariationOrderRequestLine): VariationOrderLineRecord => ({
  area: line.area,
  items: line.items,
  quantity: line.quantity,
  description_of_work: line.description_of_work,
  price_cents: VARIATION_ORDER_DEFAULTS.priceCents,
  unit: VARIATION_ORDER_DEFAULTS.unit,
  wastage_percent: VARIATION_ORDER_DEFAULTS.wastagePercent,
  required_time_days: VARIATION_ORDER_DEFAULTS.requiredTimeDays,
  warranty_days: VARIATION_ORDER_DEFAULTS.warrantyDays,
  competitor_price: VARIATION_ORDER_DEFAULTS.competitorPrice,
});

export const pricedLine = (
  line: VariationOrderRequestLine,
  price:
    MerchantAddOn['lines'][number] | Omit<MerchantAddOn['lines'][number], keyof VariationOrderRequestLine>,
): VariationOrderLineRecord => ({
  ...requestLine(line),
  price_cents: price.price_cents,
  unit: price.unit,
  wastage_percent: price.wastage_percent,
  required_time_days: price.required_time_days,
  warranty_days: price.warranty_days,
});

export const linePrices = (lines: readonly VariationOrderLineRecord[]) =>
  lines.map((l) => ({ quantity: l.quantity, priceCents: l.price_cents, wastagePercent: l.wastage_percent }));

/** An order the viewer may act on: the project's client, or the order's merchant. Else missing. */
export function assertOrderOf(order: VariationOrderRow | undefined, viewer: SessionUser, projectId?: string) {
  if (!order) throw new AppError('NOT_FOUND');
  if (projectId !== undefined && order.projectId !== projectId) throw new AppError('NOT_FOUND');
  const mine = viewer.role === 'client' ? order.clientId === viewer._id : order.merchantId === viewer._id;
  if (!mine) throw new AppError('NOT_FOUND');
  return order;
}

export async function merchantContact(db: DbOrTx, merchantId: string) {
  const m = (await merchantPublicByIds(db, [merchantId])).get(merchantId);
  return { company_name: m?.company_name ?? 'Your contractor', email: m?.email ?? null };
}

const base = (ctx: AppContext) => ctx.config.publicUrl.replace(/\/$/, '');
export const clientOrdersLink = (ctx: AppContext, projectId: string) =>
  `${base(ctx)}/main-project/${projectId}/transactions/variation-order`;
export const merchantOrdersLink = (ctx: AppContext, projectId: string, origin: 'client' | 'merchant') =>
  `${base(ctx)}/current-project/${projectId}/variationOrders/${origin === 'client' ? 'client-request' : 'merchant-addon'}`;
