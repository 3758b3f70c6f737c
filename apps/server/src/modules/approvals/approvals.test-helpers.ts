import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { approvalItems } from '../../db/schema/approvals.js';
import { acceptServiceForTest } from '../operations/operations.test-helpers.js';
import { servicesOfProjects } from '../operations/project-services.service.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';
import { recordClientPaymentIn } from './escrow-ledger.js';

export type Login = Awaited<ReturnType<typeof loginAs>>;

export interface ApprovalsWorld {
  client: Login;
  otherClient: Login;
  admin: Login;
  /** An admin without resolve_holds and record_payouts. */
  plainAdmin: Login;
  merchant: Login;
  otherMerchant: Login;
  jpeg: Buffer;
}

export async function buildApprovalsWorld(t: TestApp): Promise<ApprovalsWorld> {
  await seedCatalogue(t.database.db);
  return {
    client: await loginAs(t, 'client'),
    otherClient: await loginAs(t, 'client'),
    admin: await loginAs(t, 'admin', {
      permissions: [
        'transaction',
        'resolve_holds',
        'record_payouts',
        'review_payments',
        'manage_projects',
        'manage_merchants',
      ],
    }),
    plainAdmin: await loginAs(t, 'admin', { permissions: ['transaction'] }),
    merchant: await loginAs(t, 'merchant'),
    otherMerchant: await loginAs(t, 'merchant'),
    jpeg: await makeJpeg(40, 30),
  };
}

export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

export const result = <T>(res: { statusCode: number; body: string; json: <R>() => R }): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json<{ result: T }>().result;
};

export async function photo(
  t: TestApp,
  w: ApprovalsWorld,
  who: Login,
  category = 'general',
): Promise<string> {
  return result<{ _id: string }>(
    await uploadFile(t, who.cookie, {
      category,
      fileName: 'work.jpg',
      bytes: w.jpeg,
      contentType: 'image/jpeg',
    }),
  )._id;
}

/**
 * A project of the client whose $150 deposit the admin approved (so it has its services and $150 in
 * escrow), with its services accepted by the given merchants in turn (straight in the table: assignment
 * is issue 12's, tested there).
 */
export async function projectWithServices(t: TestApp, w: ApprovalsWorld, merchants: Login[] = [w.merchant]) {
  const id = project(await create(t, w.client.cookie, body(18)))._id;
  const receiptFileId = await photo(t, w, w.client, 'payment_receipt');
  const paid = result<{ receipt_id: string }>(
    await call(t, 'POST', `/projects/${id}/checkout`, w.client.cookie, {
      transactionNo: `TXN-${randomBytes(3).toString('hex')}`,
      amount: '$150.00',
      receiptFileId,
    }),
  );
  result(
    await call(t, 'POST', `/admin/payments/${paid.receipt_id}/review`, w.admin.cookie, {
      decision: 'approve',
    }),
  );
  const services = await servicesOfProjects(t.database.db, [id]);
  for (const [i, s] of services.entries())
    await acceptServiceForTest(t.database.db, s.id, merchants[i % merchants.length]!.user.id);
  return {
    id,
    services: services.map((s) => ({ id: s.id, amountCents: s.amountCents, services: s.services })),
  };
}

/** Stands for an approved progressive payment of the client (the review posts the same journal). */
export const fund = (t: TestApp, projectId: string, cents: number) =>
  t.database.db.transaction((tx) =>
    recordClientPaymentIn(tx, {
      projectId,
      sourceId: `test-${randomBytes(6).toString('hex')}`,
      amountCents: cents,
    }),
  );

export async function itemOf(t: TestApp, serviceId: string) {
  const [row] = await t.database.db.select().from(approvalItems).where(eq(approvalItems.refId, serviceId));
  return row!;
}
