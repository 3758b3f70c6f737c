import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, holdProjectRow, project } from '../projects/projects.test-helpers.js';

/**
 * A Design Now save, a quotation edit, a receipt and an admin decision all take the project row lock
 * first, so none can slip in between another's checks and writes. Here a transaction holds the row
 * while a checkout and then an admin decision arrive: each must finish only after the holder lets go.
 * On PostgreSQL (TEST_DATABASE_URL) the requests really contend for the row; a checkout that skipped
 * the lock would answer while it is still held.
 */
let t: TestApp;
let client: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
  admin = await loginAs(t, 'admin', { permissions: ['review_payments'] });
});
afterAll(() => t.close());

const HOLD_MS = 400;

/** Holds the project lock for HOLD_MS while `request` runs; answers the request's status and when it ended. */
async function whileProjectLocked(projectId: string, request: () => Promise<{ statusCode: number }>) {
  let releasedAt = 0;
  let started!: () => void;
  const locked = new Promise<void>((resolve) => (started = resolve));
  const holder = t.database.db.transaction(async (tx) => {
    await holdProjectRow(tx, projectId);
    started();
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    releasedAt = Date.now();
  });
  await locked;
  const res = await request();
  const answeredAt = Date.now();
  await holder;
  return { status: res.statusCode, answeredAt, releasedAt };
}

async function receiptFileId() {
  const res = await uploadFile(t, client.cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: await makeJpeg(40, 30),
    contentType: 'image/jpeg',
  });
  return res.json<{ result: { _id: string } }>().result._id;
}

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('money paths wait for the project row lock', () => {
  it('a checkout and then the admin decision each wait for a change in flight on the project', async () => {
    const p = project(await create(t, client.cookie, body(18)));
    const fileId = await receiptFileId();

    const paid = await whileProjectLocked(p._id, () =>
      inject('POST', `/projects/${p._id}/checkout`, client.cookie, {
        transactionNo: 'TXN-LOCK',
        amount: '$150.00',
        receiptFileId: fileId,
      }),
    );
    expect(paid.status).toBe(200);
    expect(paid.answeredAt).toBeGreaterThanOrEqual(paid.releasedAt);

    const list = await inject('GET', '/admin/payments?status=Paid', admin.cookie);
    const items = list.json<{ result: { items: { _id: string; project_id: string }[] } }>().result.items;
    const receipt = items.find((i) => i.project_id === p._id);
    expect(receipt).toBeDefined();

    const decided = await whileProjectLocked(p._id, () =>
      inject('POST', `/admin/payments/${receipt!._id}/review`, admin.cookie, { decision: 'approve' }),
    );
    expect(decided.status).toBe(200);
    expect(decided.answeredAt).toBeGreaterThanOrEqual(decided.releasedAt);
  });
});
