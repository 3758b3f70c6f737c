import { type ApprovalItemView } from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowEntries, merchantPayouts } from '../../db/schema/index.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import {
  type ApprovalsWorld,
  buildApprovalsWorld,
  call,
  fund,
  itemOf,
  photo,
  projectWithServices,
  result,
} from './approvals.test-helpers.js';
import { runAutoRelease } from './approvals.service.js';

/**
 * Issue 14 rule: "a double click, a second tab, the job and the client at the same moment, or two admins
 * produce exactly one effect". On PostgreSQL (TEST_DATABASE_URL) the requests run on separate
 * connections and really contend for the locks; on PGlite they are serialised, and must still give one.
 */
let t: TestApp;
let w: ApprovalsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildApprovalsWorld(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function pendingItem(merchant = w.merchant) {
  const p = await projectWithServices(t, w, [merchant]);
  const s = p.services[0]!;
  await fund(t, p.id, s.amountCents);
  const item = result<ApprovalItemView>(
    await call(t, 'POST', `/merchant/services/${s.id}/complete`, merchant.cookie, {
      note: 'Done',
      photo_file_ids: [await photo(t, w, merchant)],
    }),
  );
  return { projectId: p.id, serviceId: s.id, item };
}

const releaseJournals = async (itemId: string) =>
  t.database.db
    .select()
    .from(escrowEntries)
    .where(
      and(
        eq(escrowEntries.itemId, itemId),
        eq(escrowEntries.kind, 'release'),
        eq(escrowEntries.account, 'escrow_held'),
      ),
    );
const approve = (itemId: string) =>
  call(t, 'POST', `/approvals/${itemId}/approve`, w.client.cookie, { agree: true });

describe('races', () => {
  it('the 7-day job and the client approving at the same moment release once', async () => {
    for (let i = 0; i < 4; i += 1) {
      const { serviceId, item } = await pendingItem();
      const due = new Date(new Date(item.auto_release_at).getTime() + 1000);
      const [job, res] = await Promise.all([runAutoRelease(t, due), approve(item._id)]);
      const row = await itemOf(t, serviceId);
      expect(row.status).toBe('Approved');
      expect(await releaseJournals(item._id)).toHaveLength(1);
      // Exactly one of them did it, and it is the one the item names.
      expect(row.decidedBy).toBe(res.statusCode === 200 ? 'client' : 'auto');
      if (res.statusCode !== 200) expect(res.statusCode).toBe(409);
      expect(job.released >= 0).toBe(true);
    }
  });

  it('a double click on approve and two tabs (approve and hold) give one answer', async () => {
    const a = await pendingItem();
    const twice = await Promise.all([approve(a.item._id), approve(a.item._id)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await releaseJournals(a.item._id)).toHaveLength(1);

    const b = await pendingItem();
    const both = await Promise.all([
      approve(b.item._id),
      call(t, 'POST', `/approvals/${b.item._id}/hold`, w.client.cookie, {
        issue_type: 'Others',
        client_remarks: 'Changed my mind',
        disagree: true,
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await itemOf(t, b.serviceId);
    expect(row.status).toBe(both[0].statusCode === 200 ? 'Approved' : 'Hold');
  });

  it('two processes running the job at once release each due item once', async () => {
    const items = [await pendingItem(), await pendingItem()];
    const due = new Date(Date.now() + 8 * DAY);
    const [r1, r2] = await Promise.all([runAutoRelease(t, due), runAutoRelease(t, due)]);
    for (const { item } of items) expect(await releaseJournals(item._id)).toHaveLength(1);
    expect(r1.released + r2.released).toBeGreaterThanOrEqual(2);
  });

  it('two admins recording the same payout make one', async () => {
    const merchant = await loginAs(t, 'merchant');
    const { item } = await pendingItem(merchant);
    const done = result<ApprovalItemView>(await approve(item._id));
    const otherAdmin = await loginAs(t, 'admin', { permissions: ['record_payouts'] });
    const body = {
      merchant_id: merchant.user.id,
      expected_amount_cents: done.net_cents,
      bank_reference: 'UOB-1',
      transfer_date: '2026-11-24',
    };
    const res = await Promise.all([
      call(t, 'POST', '/admin/payouts', w.admin.cookie, body),
      call(t, 'POST', '/admin/payouts', otherAdmin.cookie, body),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.database.db
        .select()
        .from(merchantPayouts)
        .where(eq(merchantPayouts.merchantId, merchant.user.id)),
    ).toHaveLength(1);
  });
});
