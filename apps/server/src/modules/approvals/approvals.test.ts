import {
  type ApprovalItemView,
  type EscrowReport,
  type MerchantEarnings,
  type PayablePage,
  approvalMessages as m,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowEntries, notifications, outboxMessages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
import { scheduledJobs } from '../../jobs.js';
import { approvalItems } from '../../db/schema/approvals.js';
import { claimScheduledRun } from '../../platform/scheduler.js';
import { runAutoRelease } from './approvals.service.js';
import { type insertReview, saveMerchantReview } from './merchant-reviews.service.js';

/** Issue 14 over HTTP: every transition, its refusals, notices, the ledger and the payout. */
let t: TestApp;
let w: ApprovalsWorld;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_NOTIFY_EMAILS: 'ops@ezreno.test' });
  w = await buildApprovalsWorld(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const complete = async (serviceId: string, who = w.merchant) =>
  call(t, 'POST', `/merchant/services/${serviceId}/complete`, who.cookie, {
    note: 'Tiles laid and grouted.',
    photo_file_ids: [await photo(t, w, who)],
  });
const hold = async (itemId: string, who = w.client, extra: object = {}) =>
  call(t, 'POST', `/approvals/${itemId}/hold`, who.cookie, {
    issue_type: 'Has a lot of defects',
    client_remarks: 'Hollow tiles in the kitchen.',
    disagree: true,
    photo_file_ids: [
      await photo(t, w, who),
      await photo(t, w, who),
      await photo(t, w, who),
      await photo(t, w, who),
    ],
    ...extra,
  });
const approve = (itemId: string, who = w.client) =>
  call(t, 'POST', `/approvals/${itemId}/approve`, who.cookie, { agree: true });
const mails = async (template: string) =>
  t.database.db.select().from(outboxMessages).where(eq(outboxMessages.templateName, template));
const noticesOf = async (userId: string, action: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverId, userId), eq(notifications.action, action)));
const report = async (projectId?: string) =>
  result<EscrowReport>(
    await call(t, 'GET', projectId ? `/admin/escrow/projects/${projectId}` : '/admin/escrow', w.admin.cookie),
  );

describe('completion with evidence (issue 14 item 1)', () => {
  it('needs a photo and a note, from the merchant holding the accepted service', async () => {
    const p = await projectWithServices(t, w);
    const s = p.services[0]!.id;
    const noPhoto = await call(t, 'POST', `/merchant/services/${s}/complete`, w.merchant.cookie, {
      note: 'Done',
      photo_file_ids: [],
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.body).toContain(m.photoRequired);
    expect((await complete(s, w.otherMerchant)).statusCode).toBe(404);
    // Someone else's upload cannot be passed off as the merchant's evidence.
    const foreign = await call(t, 'POST', `/merchant/services/${s}/complete`, w.merchant.cookie, {
      note: 'Done',
      photo_file_ids: [await photo(t, w, w.client)],
    });
    expect(foreign.statusCode).toBe(400);
    const done = result<ApprovalItemView>(await complete(s));
    expect(done.status).toBe('Pending');
    expect(new Date(done.auto_release_at).getTime() - new Date(done.completed_at).getTime()).toBe(7 * DAY);
    expect((await complete(s)).statusCode).toBe(409);

    const pending = result<{ items: ApprovalItemView[] }>(
      await call(t, 'GET', `/projects/${p.id}/approvals?tab=pending`, w.client.cookie),
    );
    expect(pending.items.map((i) => i._id)).toEqual([done._id]);
    expect(pending.items[0]!.completion_photos).toHaveLength(1);
    expect((await call(t, 'GET', `/projects/${p.id}/approvals`, w.otherClient.cookie)).statusCode).toBe(404);
    // The client may open the merchant's photo; another client may not.
    const url = pending.items[0]!.completion_photos[0]!.url.replace('/api/v1', '');
    expect((await call(t, 'GET', url, w.client.cookie)).statusCode).toBe(200);
    expect((await call(t, 'GET', url, w.otherClient.cookie)).statusCode).toBe(404);
    expect(await noticesOf(w.client.user.id, 'work_completed')).not.toHaveLength(0);
    expect((await mails('client_work_completed')).length).toBeGreaterThan(0);
  });
});

describe('approve (item 2) and the release net of the fee (item 5)', () => {
  it('refuses while the escrow does not hold the amount, then releases once, finally', async () => {
    const p = await projectWithServices(t, w);
    const s = p.services[0]!;
    const item = result<ApprovalItemView>(await complete(s.id));
    const noTick = await call(t, 'POST', `/approvals/${item._id}/approve`, w.client.cookie, { agree: false });
    expect(noTick.statusCode).toBe(400);
    expect((await approve(item._id, w.otherClient)).statusCode).toBe(404);
    expect((await approve(item._id, w.merchant)).statusCode).toBe(403);
    const unfunded = await approve(item._id);
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json<{ message: string }>().message).toBe(m.notFunded);

    await fund(t, p.id, s.amountCents);
    const done = result<ApprovalItemView>(await approve(item._id));
    expect(done.status).toBe('Approved');
    expect(done.decided_by).toBe('client');
    // Default SERVICE_FEE_BPS 1000: 10 % rounded half up.
    expect(done.fee_cents).toBe(Math.floor((s.amountCents * 1000 + 5000) / 10000));
    expect(done.net_cents).toBe(s.amountCents - done.fee_cents);
    expect((await approve(item._id)).statusCode).toBe(409);
    expect((await hold(item._id)).statusCode).toBe(409);
    expect(await noticesOf(w.merchant.user.id, 'payment_released')).not.toHaveLength(0);
    expect((await mails('merchant_payment_released')).length).toBeGreaterThan(0);
    const approved = result<{ items: ApprovalItemView[] }>(
      await call(t, 'GET', `/projects/${p.id}/approvals?tab=approved`, w.client.cookie),
    );
    expect(approved.items.map((i) => i._id)).toContain(item._id);

    const r = await report(p.id);
    expect(r.balanced).toBe(true);
    expect(r.summary).toMatchObject({
      paid_in: 150_00 + s.amountCents,
      held: 150_00,
      released: s.amountCents,
      fees: done.fee_cents,
      owed: done.net_cents,
    });
  });
});

describe('hold and its resolution (item 3)', () => {
  it('holds with the spec messages, tells merchant and admin, and an admin resolves it', async () => {
    const p = await projectWithServices(t, w);
    const s = p.services[0]!;
    const item = result<ApprovalItemView>(await complete(s.id));
    const empty = await call(t, 'POST', `/approvals/${item._id}/hold`, w.client.cookie, {
      client_remarks: ' ',
      disagree: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please choose the type of the issue');
    expect(empty.body).toContain('Please describe your issue');
    expect((await hold(item._id, w.otherClient)).statusCode).toBe(404);

    const held = result<ApprovalItemView>(await hold(item._id));
    expect(held.status).toBe('Hold');
    expect(held.hold?.images).toHaveLength(4);
    expect(await noticesOf(w.merchant.user.id, 'payment_held')).not.toHaveLength(0);
    expect((await mails('admin_payment_held')).length).toBeGreaterThan(0);
    expect((await approve(item._id)).statusCode).toBe(409);
    const holds = await call(t, 'GET', '/admin/holds?find=Hold&findBy=status', w.admin.cookie);
    expect(holds.statusCode, holds.body).toBe(200);
    expect(holds.json<{ result: { items: { _id: string }[] } }>().result.items.map((i) => i._id)).toContain(
      item._id,
    );

    const resolve = (who = w.admin, outcome = 'rework') =>
      call(t, 'POST', `/admin/approvals/${item._id}/resolve`, who.cookie, {
        outcome,
        note: 'Merchant will re-lay the tiles.',
      });
    expect((await resolve(w.plainAdmin)).statusCode).toBe(403);
    expect(result<ApprovalItemView>(await resolve()).status).toBe('Rework');
    expect((await resolve()).statusCode).toBe(409);
    expect(await noticesOf(w.client.user.id, 'hold_resolved')).not.toHaveLength(0);

    // The merchant fixes it and completes again; the client holds again; the admin refunds.
    const again = result<ApprovalItemView>(await complete(s.id));
    expect(again.status).toBe('Pending');
    result(await hold(item._id));
    const refunded = result<ApprovalItemView>(await resolve(w.admin, 'refund'));
    expect(refunded.status).toBe('Refunded');
    // Only the $150 deposit was held: that is all the client can get back.
    expect(refunded.refunded_cents).toBe(150_00);
    expect(refunded.hold?.outcome).toBe('refund');
    const r = await report(p.id);
    expect(r.summary).toMatchObject({ paid_in: 150_00, held: 0, refunded: 150_00 });
    expect(r.balanced).toBe(true);
  });
});

describe('automatic release 7 days after completion (item 4)', () => {
  it('releases what is due exactly once and leaves what is not', async () => {
    const p = await projectWithServices(t, w);
    const [a, b] = p.services;
    await fund(t, p.id, a!.amountCents + b!.amountCents);
    const itemA = result<ApprovalItemView>(await complete(a!.id));
    const completedAt = new Date(itemA.completed_at).getTime();
    expect((await runAutoRelease(t, new Date(completedAt + 7 * DAY - 1000))).released).toBe(0);
    const first = await runAutoRelease(t, new Date(completedAt + 7 * DAY + 1000));
    expect(first.released).toBeGreaterThanOrEqual(1);
    expect((await itemOf(t, a!.id)).status).toBe('Approved');
    expect((await itemOf(t, a!.id)).decidedBy).toBe('auto');
    await runAutoRelease(t, new Date(completedAt + 8 * DAY));
    const releases = await t.database.db
      .select()
      .from(escrowEntries)
      .where(
        and(
          eq(escrowEntries.itemId, itemA._id),
          eq(escrowEntries.kind, 'release'),
          eq(escrowEntries.account, 'escrow_held'),
        ),
      );
    expect(releases).toHaveLength(1);
    expect((await hold(itemA._id)).statusCode).toBe(409);
  });
});

describe('the scheduled job (issue 15 scheduled_jobs)', () => {
  it('is claimed once per period and releases what is due', async () => {
    const job = scheduledJobs.find((j) => j.name === 'auto-release-approvals')!;
    const p = await projectWithServices(t, w);
    const s = p.services[0]!;
    await fund(t, p.id, s.amountCents);
    const item = result<ApprovalItemView>(await complete(s.id));
    // Seven days have passed (the job reads the real clock).
    await t.database.db
      .update(approvalItems)
      .set({ autoReleaseAt: new Date(Date.now() - 1000) })
      .where(eq(approvalItems.id, item._id));
    const claims = await Promise.all([
      claimScheduledRun(t.database.db, job.name, job.periodMs, 'a'),
      claimScheduledRun(t.database.db, job.name, job.periodMs, 'b'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await job.run(t)).toMatchObject({ released: 1 });
    expect((await itemOf(t, s.id)).status).toBe('Approved');
  });
});

describe('payouts (item 5) and the ledger (item 6)', () => {
  it('pays a merchant what was released, once, and the merchant sees it', async () => {
    const p = await projectWithServices(t, w, [w.otherMerchant]);
    const s = p.services[0]!;
    await fund(t, p.id, s.amountCents);
    result(
      await call(t, 'PUT', `/admin/merchants/${w.otherMerchant.user.id}/service-fee`, w.admin.cookie, {
        fee_bps: 500,
      }),
    );
    const item = result<ApprovalItemView>(await complete(s.id, w.otherMerchant));
    const done = result<ApprovalItemView>(await approve(item._id));
    expect(done.fee_cents).toBe(Math.floor((s.amountCents * 500 + 5000) / 10000));

    expect((await call(t, 'GET', '/admin/payouts', w.plainAdmin.cookie)).statusCode).toBe(403);
    const page = result<PayablePage>(await call(t, 'GET', '/admin/payouts', w.admin.cookie));
    const row = page.items.find((r) => r._id === w.otherMerchant.user.id)!;
    expect(row.payable_cents).toBe(done.net_cents);
    expect(row.fee_bps).toBe(500);
    const payout = (expected: number) =>
      call(t, 'POST', '/admin/payouts', w.admin.cookie, {
        merchant_id: w.otherMerchant.user.id,
        expected_amount_cents: expected,
        bank_reference: 'DBS-778812',
        transfer_date: '2026-11-24',
      });
    const wrong = await payout(done.net_cents + 1);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toBe(m.payoutChanged);
    expect(result<{ amount_cents: number }>(await payout(done.net_cents)).amount_cents).toBe(done.net_cents);
    const twice = await payout(done.net_cents);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(m.nothingPayable);

    const earnings = result<MerchantEarnings>(
      await call(t, 'GET', '/merchant/earnings', w.otherMerchant.cookie),
    );
    expect(earnings.fee_bps).toBe(500);
    expect(earnings.paid_out_cents).toBe(done.net_cents);
    expect(earnings.payable_cents).toBe(0);
    expect(earnings.payouts[0]).toMatchObject({ bank_reference: 'DBS-778812', items: 1 });
    expect((await mails('merchant_payout_recorded')).length).toBeGreaterThan(0);

    const r = await report(p.id);
    expect(r.summary).toMatchObject({ paid_out: done.net_cents, owed: 0, held: 150_00 });
    const platform = await report();
    expect(platform.balanced).toBe(true);
    expect(platform.problems).toEqual([]);
    // The admin's transaction list shows the transfer (issue 18 item 7).
    const listed = await call(t, 'GET', '/admin/transactions?find=payout&findBy=kind', w.admin.cookie);
    const rows = listed.json<{
      result: { items: { kind: string; transaction_no: string; amount_cents: number }[] };
    }>().result.items;
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'payout', transaction_no: 'DBS-778812', amount_cents: done.net_cents }),
    );
  });

  it('posts an approved deposit into the escrow once (the payments review hook)', async () => {
    const p = await projectWithServices(t, w);
    const entries = await t.database.db
      .select()
      .from(escrowEntries)
      .where(and(eq(escrowEntries.projectId, p.id), eq(escrowEntries.kind, 'payment_in')));
    expect(entries.map((e) => [e.account, e.amountCents]).sort()).toEqual([
      ['client_payments', -150_00],
      ['escrow_held', 150_00],
    ]);
  });

  it('refuses to change or delete ledger lines', async () => {
    await expect(t.database.db.update(escrowEntries).set({ amountCents: 1 })).rejects.toThrow();
  });
});

describe('merchant review after handover (item 7)', () => {
  it('saves the rating once the work was released, and tells the admin when saving fails', async () => {
    const p = await projectWithServices(t, w);
    const s = p.services[0]!;
    const review = { merchant_id: w.merchant.user.id, rating: 5, comment: 'Neat work' };
    expect(
      (await call(t, 'POST', `/projects/${p.id}/merchant-reviews`, w.client.cookie, review)).statusCode,
    ).toBe(404);
    await fund(t, p.id, s.amountCents);
    const item = result<ApprovalItemView>(await complete(s.id));
    result(await approve(item._id));
    expect(
      (await call(t, 'POST', `/projects/${p.id}/merchant-reviews`, w.otherClient.cookie, review)).statusCode,
    ).toBe(404);
    result(await call(t, 'POST', `/projects/${p.id}/merchant-reviews`, w.client.cookie, review));

    const failing: typeof insertReview = () => Promise.reject(new Error('database unavailable'));
    const clientUser = { _id: w.client.user.id, role: 'client' } as Parameters<typeof saveMerchantReview>[1];
    await expect(saveMerchantReview(t, clientUser, p.id, review, failing)).rejects.toThrow(m.reviewFailed);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.action, 'merchant_review_failed'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.toAdmin).toBe(true);
    expect((await mails('admin_merchant_review_failed')).length).toBe(1);
  });
});
