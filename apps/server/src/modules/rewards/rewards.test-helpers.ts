import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

export const injectAs =
  (t: TestApp) => (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

/** A new quoted project whose $150 deposit the admin approves, through the real routes. */
export async function approveDeposit(t: TestApp, client: { cookie: string }, admin: { cookie: string }) {
  const inject = injectAs(t);
  const p = project(await create(t, client.cookie, body(18)));
  const file = await uploadFile(t, client.cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: await makeJpeg(40, 30),
    contentType: 'image/jpeg',
  });
  const paid = await inject('POST', `/projects/${p._id}/checkout`, client.cookie, {
    transactionNo: 'TXN-REWARDS',
    amount: '$150.00',
    receiptFileId: file.json<{ result: { _id: string } }>().result._id,
  });
  expect(paid.statusCode).toBe(200);
  const list = await inject('GET', '/admin/payments?status=Paid&rowsPerPage=100', admin.cookie);
  const receipt = list
    .json<{ result: { items: { _id: string; project_id: string }[] } }>()
    .result.items.find((i) => i.project_id === p._id);
  expect(receipt).toBeDefined();
  const res = await inject('POST', `/admin/payments/${receipt!._id}/review`, admin.cookie, {
    decision: 'approve',
  });
  expect(res.statusCode).toBe(200);
  return p;
}
