import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { approvalItems } from '../../db/schema/approvals.js';
import type { Actor, AuthzApprovals, AuthzRole } from '../../test/authz/authz-table.js';
import type { TestApp } from '../../test/test-app.js';
import { recordClientPaymentIn } from './escrow-ledger.js';

/** Issue 14's part of the authorization world: completed items in each state, and a payout body. */
export function approvalsWorld(
  t: TestApp,
  actors: Record<AuthzRole, Actor>,
  freshPaid: (staff: { merchant: 'accepted' }) => Promise<{ id: string; serviceIds: string[] }>,
  upload: (role: AuthzRole, category: string) => Promise<string>,
): AuthzApprovals {
  const inject = async (url: string, role: AuthzRole, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { cookie: actors[role].cookie! },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ result: { _id: string } }>().result;
  };
  const completedItem: AuthzApprovals['completedItem'] = async (state = 'pending') => {
    const p = await freshPaid({ merchant: 'accepted' });
    const serviceId = p.serviceIds[0]!;
    const item = await inject(`/merchant/services/${serviceId}/complete`, 'merchant', {
      note: 'Done',
      photo_file_ids: [await upload('merchant', 'general')],
    });
    // Stands for the client's approved progressive payments: enough for any service of the quotation.
    await t.database.db.transaction((tx) =>
      recordClientPaymentIn(tx, {
        projectId: p.id,
        sourceId: `authz-${randomBytes(6).toString('hex')}`,
        amountCents: 10_000_000,
      }),
    );
    if (state === 'held')
      await inject(`/approvals/${item._id}/hold`, 'client', {
        issue_type: 'Others',
        client_remarks: 'Not finished',
        disagree: true,
      });
    if (state === 'released') await inject(`/approvals/${item._id}/approve`, 'client', { agree: true });
    return { projectId: p.id, serviceId, itemId: item._id };
  };
  const payoutBody: AuthzApprovals['payoutBody'] = async (role) => {
    const merchantId = actors.merchant.userId!;
    let expected = 1;
    if (role === 'admin') {
      await completedItem('released');
      const [row] = await t.database.db
        .select({
          n: sql<string>`coalesce(sum(${approvalItems.releasedCents} - ${approvalItems.feeCents}), 0)`,
        })
        .from(approvalItems)
        .where(
          and(
            eq(approvalItems.merchantId, merchantId),
            eq(approvalItems.status, 'Approved'),
            isNull(approvalItems.payoutId),
          ),
        );
      expected = Number(row?.n ?? 0);
    }
    return {
      merchant_id: merchantId,
      expected_amount_cents: expected,
      bank_reference: 'OCBC-1',
      transfer_date: '2026-11-24',
    };
  };
  return { completedItem, payoutBody };
}
