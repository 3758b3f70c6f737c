import { type ApprovalStatus, type SessionUser, serviceFeeCents } from '@reno/domain';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalItems, merchantPayouts } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import {
  type ApprovalsWorld,
  type Login,
  buildApprovalsWorld,
  fund,
  photo,
  projectWithServices,
} from './approvals.test-helpers.js';
import { approveItem, completeService, holdItem, resolveHold, runAutoRelease } from './approvals.service.js';
import { escrowReport, projectHeldCents } from './escrow-ledger.js';
import { setFeeBps } from './approvals.repo.js';
import { recordPayout } from './payouts.service.js';

/**
 * Issue 14 "Tests that must exist": a model of the money life of a project, driven by random sequences
 * of payments, completions (by the right and the wrong merchant), approvals (by the client and by a
 * stranger), holds, resolutions, the clock moving and the 7-day job, and payouts. After every step the
 * database must agree with the model, the ledger must balance with no negative balance, and nothing may
 * be paid out twice. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
const DAY = 24 * 60 * 60 * 1000;
const RUNS = 8;
const MIN_ACTIONS = 130;

let t: TestApp;
let w: ApprovalsWorld;
let secondMerchant: Login;
let actions = 0;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildApprovalsWorld(t);
  secondMerchant = await loginAs(t, 'merchant');
  await setFeeBps(t.database.db, secondMerchant.user.id, 550);
});
afterAll(() => t.close());

const user = (l: Login): SessionUser => ({ _id: l.user.id, role: l.user.role }) as SessionUser;

type Action =
  | { type: 'pay'; cents: number }
  | { type: 'complete'; s: number; wrongMerchant: boolean }
  | { type: 'approve'; s: number; stranger: boolean }
  | { type: 'hold'; s: number }
  | { type: 'resolve'; s: number; outcome: 'rework' | 'refund' }
  | { type: 'clock'; days: number }
  | { type: 'payout'; m: number; wrongAmount: boolean };

const action = (services: number): fc.Arbitrary<Action> => {
  const s = fc.integer({ min: 0, max: services - 1 });
  return fc.oneof(
    fc.record({ type: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 120_000 }) }),
    fc.record({ type: fc.constant('complete' as const), s, wrongMerchant: fc.boolean() }),
    fc.record({ type: fc.constant('approve' as const), s, stranger: fc.boolean() }),
    fc.record({ type: fc.constant('hold' as const), s }),
    fc.record({
      type: fc.constant('resolve' as const),
      s,
      outcome: fc.constantFrom('rework' as const, 'refund' as const),
    }),
    fc.record({ type: fc.constant('clock' as const), days: fc.integer({ min: 0, max: 9 }) }),
    fc.record({
      type: fc.constant('payout' as const),
      m: fc.integer({ min: 0, max: 1 }),
      wrongAmount: fc.boolean(),
    }),
  );
};

interface ModelItem {
  id?: string;
  status: ApprovalStatus | null;
  amount: number;
  releaseAt: number;
  net: number;
  paidOut: boolean;
}

async function refused(p: Promise<unknown>): Promise<'ok' | 'refused'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof AppError) return 'refused';
    throw e;
  }
}

describe('the money life of a project (model-based)', () => {
  it(`keeps the ledger balanced and the database equal to the model over ${RUNS * MIN_ACTIONS}+ random actions`, async () => {
    const merchants = [w.merchant, secondMerchant];
    const fee = [1000, 550];
    const photos = [await photo(t, w, merchants[0]!), await photo(t, w, merchants[1]!)];
    const probe = await projectWithServices(t, w, merchants);
    const serviceCount = probe.services.length;

    await fc.assert(
      fc.asyncProperty(
        fc.array(action(serviceCount), { minLength: MIN_ACTIONS, maxLength: MIN_ACTIONS + 20 }),
        async (steps) => {
          const p = await projectWithServices(t, w, merchants);
          let clock = Date.now();
          let held = 150_00;
          const items: ModelItem[] = p.services.map((s) => ({
            status: null,
            amount: s.amountCents,
            releaseAt: 0,
            net: 0,
            paidOut: false,
          }));
          const merchantOf = (i: number) => i % merchants.length;
          const release = (it: ModelItem, i: number) => {
            it.status = 'Approved';
            held -= it.amount;
            it.net = it.amount - serviceFeeCents(it.amount, fee[merchantOf(i)]!);
          };
          // Payouts cover every project of the merchant: only this run's items, so other runs' stay out.
          const payable = async (m: number) =>
            Number(
              (
                await t.database.db
                  .select({ n: sql<string>`coalesce(sum(released_cents - fee_cents), 0)` })
                  .from(approvalItems)
                  .where(
                    sql`merchant_id = ${merchants[m]!.user.id} and status = 'Approved' and payout_id is null`,
                  )
              )[0]?.n ?? 0,
            );

          for (const a of steps) {
            actions += 1;
            clock += 1000;
            const now = new Date(clock);
            const it = 's' in a ? items[a.s]! : undefined;
            switch (a.type) {
              case 'pay':
                await fund(t, p.id, a.cents);
                held += a.cents;
                break;
              case 'complete': {
                const right = merchantOf(a.s);
                const m = a.wrongMerchant ? 1 - right : right;
                const r = await refused(
                  completeService(
                    t,
                    user(merchants[m]!),
                    p.services[a.s]!.id,
                    { note: 'Done', photo_file_ids: [photos[m]!] },
                    now,
                  ),
                );
                const expected = !a.wrongMerchant && (it!.status === null || it!.status === 'Rework');
                expect(r).toBe(expected ? 'ok' : 'refused');
                if (expected) {
                  it!.status = 'Pending';
                  it!.releaseAt = clock + 7 * DAY;
                }
                break;
              }
              case 'approve': {
                const id = it!.id;
                if (!id) break;
                const r = await refused(approveItem(t, user(a.stranger ? w.otherClient : w.client), id));
                const expected = !a.stranger && it!.status === 'Pending' && held >= it!.amount;
                expect(r).toBe(expected ? 'ok' : 'refused');
                if (expected) release(it!, a.s);
                break;
              }
              case 'hold': {
                if (!it!.id) break;
                const r = await refused(
                  holdItem(t, user(w.client), it!.id, {
                    issue_type: 'Others',
                    client_remarks: 'Not right',
                    disagree: true,
                  }),
                );
                expect(r).toBe(it!.status === 'Pending' ? 'ok' : 'refused');
                if (r === 'ok') it!.status = 'Hold';
                break;
              }
              case 'resolve': {
                if (!it!.id) break;
                const r = await refused(
                  resolveHold(t, user(w.admin), it!.id, { outcome: a.outcome, note: 'Resolved' }),
                );
                expect(r).toBe(it!.status === 'Hold' ? 'ok' : 'refused');
                if (r === 'ok' && a.outcome === 'rework') it!.status = 'Rework';
                if (r === 'ok' && a.outcome === 'refund') {
                  it!.status = 'Refunded';
                  held -= Math.min(it!.amount, held);
                }
                break;
              }
              case 'clock': {
                clock += a.days * DAY;
                await runAutoRelease(t, new Date(clock));
                // The job takes due items oldest first; each waits while the escrow cannot cover it.
                const due = items
                  .map((x, i) => ({ x, i }))
                  .filter(({ x }) => x.status === 'Pending' && x.releaseAt <= clock)
                  .sort((l, r) => l.x.releaseAt - r.x.releaseAt);
                for (const { x, i } of due) if (held >= x.amount) release(x, i);
                break;
              }
              case 'payout': {
                const owed = await payable(a.m);
                const expectedAmount = a.wrongAmount ? owed + 1 : owed;
                const r = await refused(
                  recordPayout(t, user(w.admin), {
                    merchant_id: merchants[a.m]!.user.id,
                    expected_amount_cents: Math.max(1, expectedAmount),
                    bank_reference: `REF-${actions}`,
                    transfer_date: '2026-11-24',
                  }),
                );
                expect(r).toBe(!a.wrongAmount && owed > 0 ? 'ok' : 'refused');
                if (r === 'ok')
                  for (const [i, x] of items.entries())
                    if (merchantOf(i) === a.m && x.status === 'Approved') x.paidOut = true;
                break;
              }
            }
            // The database agrees with the model after every step.
            const rows = await t.database.db
              .select()
              .from(approvalItems)
              .where(eq(approvalItems.projectId, p.id));
            for (const [i, x] of items.entries()) {
              const row = rows.find((r) => r.refId === p.services[i]!.id);
              x.id = row?.id;
              expect(row?.status ?? null).toBe(x.status);
              if (x.status === 'Approved') expect(row!.releasedCents - row!.feeCents).toBe(x.net);
              expect(row?.payoutId != null).toBe(x.paidOut);
            }
            expect(await projectHeldCents(t.database.db, p.id)).toBe(held);
            const project = await escrowReport(t.database.db, p.id);
            expect(project.problems).toEqual([]);
            expect(project.summary.paid_out).toBe(
              items.filter((x) => x.paidOut).reduce((s, x) => s + x.net, 0),
            );
          }
          const platform = await escrowReport(t.database.db, null);
          expect(platform.problems).toEqual([]);
          // Nothing paid out twice: the transfers add up to the items they cover, platform-wide.
          const [payouts] = await t.database.db
            .select({ n: sql<string>`coalesce(sum(amount_cents), 0)` })
            .from(merchantPayouts);
          const [covered] = await t.database.db
            .select({ n: sql<string>`coalesce(sum(released_cents - fee_cents), 0)` })
            .from(approvalItems)
            .where(sql`payout_id is not null`);
          expect(Number(payouts?.n)).toBe(Number(covered?.n));
          expect(platform.summary.paid_out).toBe(Number(payouts?.n));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(actions).toBeGreaterThanOrEqual(1000);
  }, 600_000);
});
