import { paymentMessages as m } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/**
 * A quotation so small that its 10 % stage is under the $150 deposit: stage 2 comes to $0. PayNow
 * cannot carry $0, so the client is told nothing is due instead of getting a failure. (Whether such a
 * stage should settle itself is an open product question, see the closing note of 2026-11-24.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
}, 60_000);
afterAll(() => t?.close());

describe('a stage the deposit already covers', () => {
  it('answers "nothing is due" for its PayNow, not a server failure', async () => {
    const client = await loginAs(t, 'client');
    const admin = await loginAs(t, 'admin', { permissions: ['review_payments'] });
    const created = await create(
      t,
      client.cookie,
      body(18, {
        checkpoint: {
          step: 'scope',
          areas: [],
          choices: [{ area_id: 'whole-house', service_id: 'clean-post-reno' }],
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = project(created)._id;
    const file = (
      await uploadFile(t, client.cookie, {
        category: 'payment_receipt',
        fileName: 'r.jpg',
        bytes: await makeJpeg(20, 20),
        contentType: 'image/jpeg',
      })
    ).json<{ result: { _id: string } }>().result._id;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${id}/checkout`,
      headers: { cookie: client.cookie },
      payload: { transactionNo: 'TXN-SMALL', amount: '$150.00', receiptFileId: file },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptId = paid.json<{ result: { receipt_id: string } }>().result.receipt_id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${receiptId}/review`,
      headers: { cookie: admin.cookie },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const paynow = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${id}/payments/2/paynow`,
      headers: { cookie: client.cookie },
    });
    expect(paynow.statusCode).toBe(422);
    expect(paynow.json<{ message: string }>().message).toBe(m.nothingDue);
  });
});
