import { hasAdminPermission, type AdminOverview, type OverviewCounter, type SessionUser } from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import { countFailedOutboxMessages } from '../admin/outbox/outbox-queue.service.js';
import {
  countOpenSupportRequests,
  countProjectsAwaitingMerchant,
} from '../operations/desk-queues.service.js';
import { countReceiptsToReview } from '../payments/payment-queue.service.js';
import { countHoldsToResolve, countPayoutsDue } from '../approvals/approval-queues.service.js';
import { countOrderReceiptsToReview } from '../variation-orders/order-queue.service.js';

interface Queue extends Omit<OverviewCounter, 'count'> {
  count: (db: DbOrTx) => Promise<number>;
}

/**
 * Issue 18 item 1: the queues that need an admin, in the Overview's order. A new queue (holds to resolve,
 * payouts due) is one more entry here; each is counted only for an admin who may open its list.
 */
export const OVERVIEW_QUEUES: Queue[] = [
  {
    key: 'receipts',
    label: 'Receipts to review',
    path: '/admin/payments',
    permission: 'review_payments',
    count: countReceiptsToReview,
  },
  {
    key: 'variation_order_receipts',
    label: 'Variation order payments to review',
    path: '/admin/payments',
    permission: 'review_payments',
    count: countOrderReceiptsToReview,
  },
  {
    key: 'holds',
    label: 'Holds to resolve',
    path: '/admin/holds',
    permission: 'resolve_holds',
    count: countHoldsToResolve,
  },
  {
    key: 'payouts',
    label: 'Payouts due',
    path: '/admin/payouts',
    permission: 'record_payouts',
    count: countPayoutsDue,
  },
  {
    key: 'incoming_projects',
    label: 'Incoming projects unassigned',
    path: '/admin/projects',
    permission: 'manage_projects',
    count: countProjectsAwaitingMerchant,
  },
  {
    key: 'support',
    label: 'Support requests open',
    path: '/admin/support',
    permission: 'support',
    count: countOpenSupportRequests,
  },
  {
    key: 'outbox_failures',
    label: 'Outbox failures',
    path: '/admin/outbox',
    permission: 'outbox',
    count: countFailedOutboxMessages,
  },
];

export async function adminOverview(db: DbOrTx, admin: SessionUser): Promise<AdminOverview> {
  const allowed = OVERVIEW_QUEUES.filter((q) => hasAdminPermission(admin.permissions, q.permission));
  const counts = await Promise.all(allowed.map((q) => q.count(db)));
  return {
    counters: allowed.map(({ count: _, ...queue }, i) => ({ ...queue, count: counts[i] ?? 0 })),
  };
}
