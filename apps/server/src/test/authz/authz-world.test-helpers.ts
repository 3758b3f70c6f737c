import { randomBytes } from 'node:crypto';
import { outboxMessages } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { makeJpeg, multipartBody, uploadFile } from '../../modules/files/files.test-helpers.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { body, create, project } from '../../modules/projects/projects.test-helpers.js';
import { loginAs, type TestApp } from '../test-app.js';
import type { Actor, AuthzRole, AuthzWorld } from './authz-table.js';

const ok = <T>(res: { statusCode: number; body: string; json: <J>() => J }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result: T }>().result;
};

/** One world per test file: every kind of caller, and the client's records at each step that matters. */
export async function buildAuthzWorld(t: TestApp): Promise<AuthzWorld> {
  await seedCatalogue(t.database.db);
  const actor = async (role: Parameters<typeof loginAs>[1], permissions?: string[]): Promise<Actor> => {
    const { user, cookie } = await loginAs(t, role, permissions ? { permissions } : {});
    return { cookie, userId: user.id, email: user.email };
  };
  const actors: Record<AuthzRole, Actor> = {
    visitor: {},
    client: await actor('client'),
    otherClient: await actor('client'),
    merchant: await actor('merchant'),
    otherMerchant: await actor('merchant'),
    projectManager: await actor('project_manager'),
    admin: await actor('admin', ['transaction', 'outbox']),
  };
  const cookie = actors.client.cookie!;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  const jpeg = await makeJpeg(40, 30);
  const upload = async (role: AuthzRole, category: string) =>
    ok<{ _id: string }>(
      await uploadFile(t, actors[role].cookie, {
        category,
        fileName: 'receipt.jpg',
        bytes: jpeg,
        contentType: 'image/jpeg',
      }),
      'upload',
    )._id;
  const receiptFile = () => upload('client', 'payment_receipt');
  const signIn = async (role: AuthzRole) => {
    const email = actors[role].email;
    if (!email) return undefined;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identity: email, password: 'Test1234', remember: false },
      remoteAddress: `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error(`sign-in of ${role} failed: ${res.body}`);
    return `${SESSION_COOKIE}=${session.value}`;
  };

  const freshQuoted = async () => {
    const p = project(await create(t, cookie, body(18)));
    const details = ok<{ items: { _id: string }[] }>(
      await inject('GET', `/projects/${p._id}/quotation/details`),
      'quotation details',
    );
    return { id: p._id, itemId: details.items[0]!._id };
  };
  const checkout = async (id: string) =>
    ok(
      await inject('POST', `/projects/${id}/checkout`, {
        transactionNo: `TXN-${randomBytes(3).toString('hex')}`,
        amount: '$150.00',
        receiptFileId: await receiptFile(),
      }),
      'checkout',
    );
  const waitingReceipt = async (projectId: string) => {
    const page = ok<{ items: { _id: string; project_id: string }[] }>(
      await inject('GET', '/admin/payments?status=Paid', undefined, actors.admin.cookie),
      'admin payments',
    );
    return page.items.find((i) => i.project_id === projectId)!._id;
  };

  const quoted = await freshQuoted();
  const paid = await freshQuoted();
  await checkout(paid.id);
  ok(
    await inject(
      'POST',
      `/admin/payments/${await waitingReceipt(paid.id)}/review`,
      { decision: 'approve' },
      actors.admin.cookie,
    ),
    'approve',
  );
  const stageTwo = ok<{ rows: { amount_cents: number }[] }>(
    await inject('GET', `/projects/${paid.id}/payments`),
    'payments',
  ).rows[1]!.amount_cents;
  const waiting = await freshQuoted();
  await checkout(waiting.id);
  const receiptId = await waitingReceipt(waiting.id);
  const chunked = ok<{ uploadId: string }>(
    await inject('POST', '/files/chunked', {
      category: 'support_img',
      fileName: 'plan.jpg',
      sizeBytes: jpeg.length,
    }),
    'chunked upload',
  );
  const [outbox] = await t.database.db.select({ id: outboxMessages.id }).from(outboxMessages).limit(1);
  if (!outbox) throw new Error('the world has no outbox message');

  return {
    actors,
    quoted,
    paid: { id: paid.id, stageTwoDue: (stageTwo / 100).toFixed(2) },
    fileId: await receiptFile(),
    uploadId: chunked.uploadId,
    receiptId,
    outboxId: outbox.id,
    freshQuoted,
    receiptFile,
    upload,
    signIn,
    uploadBytes: jpeg,
    jpegForm: () => multipartBody('photo.jpg', jpeg, 'image/jpeg'),
  };
}
