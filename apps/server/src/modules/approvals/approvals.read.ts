import {
  type AdminHoldsPage,
  type ListQueryInput,
  type MerchantCompletableList,
  type SessionUser,
  parseListQuery,
} from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvalItems } from '../../db/schema/approvals.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import { completableOrdersOf, variationOrderLabel } from '../variation-orders/order-completion.service.js';
import { toItemViews } from './approvals.repo.js';

/** The merchant's services on a project it works on, each with what it may do next. */
export async function merchantCompletables(
  db: DbOrTx,
  merchant: SessionUser,
  projectId: string,
): Promise<MerchantCompletableList> {
  const services = await servicesOfProjects(db, [projectId], merchant._id);
  const rows = await db
    .select()
    .from(approvalItems)
    .where(and(eq(approvalItems.projectId, projectId), eq(approvalItems.merchantId, merchant._id)));
  const views = await toItemViews(db, rows);
  const itemOf = (kind: string, refId: string) =>
    views.find((v) => v.kind === kind && v.ref_id === refId) ?? null;
  const orders = await completableOrdersOf(db, projectId, merchant._id);
  return {
    items: [
      ...services
        .filter((s) => s.status !== 'Assigned')
        .map((s) => {
          const item = itemOf('service', s.id);
          return {
            kind: 'service' as const,
            service_id: s.id,
            services: s.services,
            amount_cents: s.amountCents,
            service_status: s.status,
            can_complete: s.status === 'Accepted' && (item === null || item.status === 'Rework'),
            item,
          };
        }),
      // Issue 14 item 1: a variation order the admin approved is completed the same way.
      ...orders.map((o) => {
        const item = itemOf('variation_order', o.id);
        return {
          kind: 'variation_order' as const,
          service_id: o.id,
          services: variationOrderLabel(o.services),
          amount_cents: o.amountCents,
          service_status: o.status,
          can_complete: item === null ? o.status === 'Approved' : item.status === 'Rework',
          item,
        };
      }),
    ],
  };
}

const holdRules = {
  fields: ['status', 'project_name', 'merchant_name', 'completed_at'],
  defaultSortBy: 'completed_at',
  defaultSort: 'desc',
  defaultRowsPerPage: 20,
  defaultSearchFields: ['project_name', 'merchant_name'],
} as const;

/** The admin holds page: open holds first by default (find=Hold&findBy=status), then the history. */
export async function listHolds(db: DbOrTx, input: ListQueryInput): Promise<AdminHoldsPage> {
  const query = parseListQuery(input, holdRules);
  const rows = await db
    .select()
    .from(approvalItems)
    .where(inArray(approvalItems.status, ['Hold', 'Rework', 'Refunded']))
    .limit(2000);
  let views = (await toItemViews(db, rows)).filter((v) => v.hold !== null);
  const value = (v: (typeof views)[number], f: string) =>
    f === 'status'
      ? v.status
      : f === 'project_name'
        ? v.project_name
        : f === 'merchant_name'
          ? v.merchant_name
          : v.completed_at;
  for (const f of query.filters)
    views = views.filter((v) =>
      f.op === 'notIn' ? !f.values.includes(value(v, f.field)) : f.values.includes(value(v, f.field)),
    );
  if (query.search) {
    const text = query.search.text.toLowerCase();
    views = views.filter((v) => query.search!.fields.some((f) => value(v, f).toLowerCase().includes(text)));
  }
  const dir = query.sort === 'desc' ? -1 : 1;
  views.sort((a, b) => dir * value(a, query.sortBy).localeCompare(value(b, query.sortBy)));
  return { totalCount: views.length, items: views.slice(query.offset, query.offset + query.rowsPerPage) };
}
