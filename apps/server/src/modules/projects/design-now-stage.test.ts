import { quotationEditMessages } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project, save } from './projects.test-helpers.js';

/**
 * Spec "Design Now stages": "Project stage derived from design stage: 1 below 11, 2 from 11, 3 from 18",
 * while the project is a design; once payments exist they own the stage (designNowStageUpdate).
 */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['review_payments'] });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function payDeposit(cookie: string, projectId: string) {
  const file = await uploadFile(t, cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: await makeJpeg(40, 30),
    contentType: 'image/jpeg',
  });
  const receiptFileId = file.json<{ result: { _id: string } }>().result._id;
  const res = await inject('POST', `/projects/${projectId}/checkout`, cookie, {
    transactionNo: 'TXN-0001',
    amount: '$150.00',
    receiptFileId,
  });
  expect(res.statusCode).toBe(200);
  const list = await inject('GET', '/admin/payments?status=Paid', admin.cookie);
  const items = list.json<{ result: { items: { _id: string; project_id: string }[] } }>().result.items;
  const receipt = items.find((i) => i.project_id === projectId);
  expect(receipt).toBeDefined();
  return receipt!._id;
}

const review = (receiptId: string, decision: 'approve' | 'decline') =>
  inject('POST', `/admin/payments/${receiptId}/review`, admin.cookie, {
    decision,
    ...(decision === 'decline' ? { note: 'The amount does not match.' } : {}),
  });

const stageOf = async (id: string) => {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
  return { stage: row?.stage, phase: row?.phase };
};

const { creation_key: _, ...at18 } = body(18);

describe('Design Now saves and the payments’ stage', () => {
  it('approve deposit: project stage 2; a Design Now save at dnStage 18 leaves stage 2', async () => {
    const { cookie } = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(11)));
    expect(p.stage).toBe(2);
    const { creation_key: _k, ...at11 } = body(11);
    // Priced at 18 so there is a quotation to pay the deposit on.
    expect(project(await save(t, cookie, p._id, at18)).stage).toBe(3);
    expect((await review(await payDeposit(cookie, p._id), 'approve')).statusCode).toBe(200);
    expect(await stageOf(p._id)).toEqual({ stage: 2, phase: 'ongoing' });

    const res = await save(t, cookie, p._id, at18);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(quotationEditMessages.notEditable);
    expect(await stageOf(p._id)).toEqual({ stage: 2, phase: 'ongoing' });
    expect((await save(t, cookie, p._id, at11)).statusCode).toBe(409);
    expect(await stageOf(p._id)).toEqual({ stage: 2, phase: 'ongoing' });
  });

  it('a paid (not yet approved) deposit closes Design Now saves like the quotation', async () => {
    const { cookie } = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(18)));
    await payDeposit(cookie, p._id);
    expect((await save(t, cookie, p._id, at18)).statusCode).toBe(409);
    expect(await stageOf(p._id)).toEqual({ stage: 3, phase: 'design' });
  });

  it('after a declined deposit the design can change again, but the stage stays with the payments', async () => {
    const { cookie } = await loginAs(t, 'client');
    const { creation_key: _k, ...at4 } = body(4);
    const p = project(await create(t, cookie, body(18)));
    expect((await review(await payDeposit(cookie, p._id), 'decline')).statusCode).toBe(200);
    const before = await stageOf(p._id);

    const res = await save(t, cookie, p._id, at4);
    expect(res.statusCode).toBe(200);
    expect(project(res).dnStage).toBe(4);
    // Without the receipt this save would have put the project back at stage 1.
    expect(await stageOf(p._id)).toEqual(before);
  });
});
