import { type ApprovalItemView, type EscrowReport, type MerchantCompletableList } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthzRole, AuthzWorld } from '../../test/authz/authz-table.js';
import { buildAuthzWorld } from '../../test/authz/authz-world.test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 14 item 1 on variation orders: the merchant completes an order the admin approved with a
 * photo and a note; the client approves it and the escrow releases it, funded by the order's own
 * payment (issue 13 posts it into the ledger when the admin approves the receipt).
 */
let t: TestApp;
let w: AuthzWorld;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  w = await buildAuthzWorld(t);
}, 180_000);
afterAll(() => t?.close());

const call = (role: AuthzRole, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: w.actors[role].cookie ? { cookie: w.actors[role].cookie } : {},
    ...(payload ? { payload } : {}),
  });
const result = <T>(res: { json: <R>() => R }) => res.json<{ result: T }>().result;
const escrow = async () =>
  result<EscrowReport>(await call('admin', 'GET', `/admin/escrow/projects/${w.paid.id}`));

describe('variation orders through approvals and the escrow', () => {
  it('makes an accepted order’s invoice in the admin’s Generator, for that project only (issue 18 item 8)', async () => {
    const orderId = await w.variationOrder('accepted');
    const options = result<{ variation_order_invoices: { _id: string; invoice_number: string }[] }>(
      await call('admin', 'GET', `/admin/generator/projects/${w.paid.id}`),
    );
    const listed = options.variation_order_invoices.find((o) => o._id === orderId);
    expect(listed?.invoice_number).toMatch(/^INV-/);
    const url = `/admin/generator/projects/${w.paid.id}/documents/variation_order_invoice?order=${orderId}`;
    const pdf = await call('admin', 'GET', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const elsewhere = `/admin/generator/projects/${w.quoted.id}/documents/variation_order_invoice?order=${orderId}`;
    expect((await call('admin', 'GET', elsewhere)).statusCode).toBe(404);
  });

  it('holds the paid order in escrow, completes it once, and releases it on the client’s approval', async () => {
    const before = await escrow();
    const orderId = await w.variationOrder('approved');
    const held = await escrow();
    // The approved order's payment is held, as a progressive payment is.
    expect(held.summary.paid_in - before.summary.paid_in).toBeGreaterThan(0);
    expect(held.balanced).toBe(true);

    // Only its merchant, only with a photo.
    const complete = async (role: AuthzRole) =>
      call(role, 'POST', `/merchant/variation-orders/${orderId}/complete`, {
        note: 'Two sockets added by the island',
        photo_file_ids: [await w.upload(role, 'general')],
      });
    expect((await complete('otherMerchant')).statusCode).toBe(404);
    const done = await complete('merchant');
    expect(done.statusCode, done.body).toBe(200);
    const item = result<ApprovalItemView>(done);
    expect(item).toMatchObject({ kind: 'variation_order', ref_id: orderId, status: 'Pending' });
    expect(item.services).toMatch(/^Variation order: /);
    expect(item.amount_cents).toBe(held.summary.paid_in - before.summary.paid_in);
    expect((await complete('merchant')).statusCode).toBe(409);

    // The merchant's completion panel lists it as done; the client sees it pending with its photo.
    const panel = result<MerchantCompletableList>(
      await call('merchant', 'GET', `/merchant/projects/${w.paid.id}/completions`),
    );
    expect(panel.items.find((i) => i.kind === 'variation_order' && i.service_id === orderId)).toMatchObject({
      can_complete: false,
      service_status: 'Completed',
    });
    const pending = result<{ items: ApprovalItemView[] }>(
      await call('client', 'GET', `/projects/${w.paid.id}/approvals?tab=pending`),
    );
    expect(pending.items.find((i) => i._id === item._id)?.completion_photos).toHaveLength(1);

    const approved = await call('client', 'POST', `/approvals/${item._id}/approve`, { agree: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(result<ApprovalItemView>(approved)).toMatchObject({
      status: 'Approved',
      released_cents: item.amount_cents,
    });
    const after = await escrow();
    expect(after.balanced).toBe(true);
    expect(after.summary.released - held.summary.released).toBe(item.amount_cents);
    // The back office's Overview now has a payout due (issue 18 item 1).
    const overview = result<{ counters: { key: string; count: number }[] }>(
      await call('admin', 'GET', '/admin/overview'),
    );
    expect(overview.counters.find((c) => c.key === 'payouts')?.count).toBeGreaterThan(0);
    // ... and the transaction list shows the order's payment (issue 18 item 7).
    const orders = result<{ items: { kind: string; project_id: string | null }[] }>(
      await call('admin', 'GET', '/admin/transactions?find=variation_order&findBy=kind'),
    );
    expect(orders.items.some((r) => r.kind === 'variation_order' && r.project_id === w.paid.id)).toBe(true);
  });
});
