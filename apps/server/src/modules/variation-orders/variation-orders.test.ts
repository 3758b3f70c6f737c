import {
  type AcceptedVariationOrder,
  type AdminPaymentReviewPage,
  type ProjectVariationOrders,
  type VariationOrderView,
  variationOrderMessages as m,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages, projectServices } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/**
 * Issue 13 over HTTP: requests, pricing, add-ons, the client's decisions, PayNow, the admin review and
 * the contract summary, with every refusal, foreign callers and two accepts at once. On PostgreSQL
 * (TEST_DATABASE_URL) the concurrent accepts really contend for the order's row.
 */
let t: TestApp;
type Login = Awaited<ReturnType<typeof loginAs>>;
let client: Login;
let otherClient: Login;
let admin: Login;
let merchant: Login;
let otherMerchant: Login;
let jpeg: Buffer;
let projectId: string;
let otherProjectId: string;
let serviceId: string;
let unstaffedServiceId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Login, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const result = <T>(res: { json: <R>() => R }) => res.json<{ result: T }>().result;
const message = (res: { json: <R>() => R }) => res.json<{ message: string }>().message;

async function receiptFile(who: Login) {
  const upload = await uploadFile(t, who.cookie, {
    category: 'payment_receipt',
    fileName: 'r.jpg',
    bytes: jpeg,
    contentType: 'image/jpeg',
  });
  return result<{ _id: string }>(upload)._id;
}

async function approvedProject(who: Login) {
  const created = await create(t, who.cookie, body(18));
  expect(created.statusCode).toBe(200);
  const id = project(created)._id;
  const paid = await call('POST', `/projects/${id}/checkout`, who, {
    transactionNo: 'TXN-1',
    amount: '$150.00',
    receiptFileId: await receiptFile(who),
  });
  expect(paid.statusCode).toBe(200);
  const receiptId = result<{ receipt_id: string }>(paid).receipt_id;
  expect(
    (await call('POST', `/admin/payments/${receiptId}/review`, admin, { decision: 'approve' })).statusCode,
  ).toBe(200);
  return id;
}

/** The project's services: the first held (Accepted) by `who`, as the operations module leaves it. */
async function staff(id: string, who: Login) {
  const rows = await t.database.db.select().from(projectServices).where(eq(projectServices.projectId, id));
  const [first, second] = rows.sort((a, b) => a.position - b.position);
  if (!first || !second) throw new Error('the quotation should give two services or more');
  await t.database.db
    .update(projectServices)
    .set({ status: 'Accepted', merchantId: who.user.id, acceptedAt: new Date() })
    .where(eq(projectServices.id, first.id));
  return { held: first.id, unstaffed: second.id };
}

const line = (n = 1) => ({
  area: 'Kitchen',
  items: 'Extra socket',
  quantity: n,
  description_of_work: 'Add a 13A socket',
});
const pricing = (cents: number, wastage = 0) => ({
  price_cents: cents,
  unit: '1',
  wastage_percent: wastage,
  required_time_days: 1,
  warranty_days: 30,
});

async function request(lines = [line()], who = client, id = projectId) {
  const res = await call('POST', `/projects/${id}/variation-orders`, who, {
    project_service_id: serviceId,
    lines,
  });
  expect(res.statusCode, res.body).toBe(200);
  return result<VariationOrderView>(res);
}
async function priced(cents: number, lines = [line()]) {
  const order = await request(lines);
  const res = await call('POST', `/merchant/variation-orders/${order._id}/price`, merchant, {
    lines: lines.map(() => pricing(cents)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return result<VariationOrderView>(res);
}
const accept = (order: VariationOrderView, amount = order.amount_cents) =>
  call('POST', `/projects/${projectId}/variation-orders/${order._id}/accept`, client, {
    amount_cents: amount,
  });
const summary = async () =>
  result<ProjectVariationOrders>(await call('GET', `/projects/${projectId}/variation-orders`, client))
    .summary;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_NOTIFY_EMAILS: 'vo-admin@test.sg' });
  await seedCatalogue(t.database.db);
  jpeg = await makeJpeg(40, 30);
  client = await loginAs(t, 'client');
  otherClient = await loginAs(t, 'client');
  admin = await loginAs(t, 'admin', { permissions: ['transaction', 'review_payments'] });
  merchant = await loginAs(t, 'merchant');
  otherMerchant = await loginAs(t, 'merchant');
  projectId = await approvedProject(client);
  otherProjectId = await approvedProject(otherClient);
  ({ held: serviceId, unstaffed: unstaffedServiceId } = await staff(projectId, merchant));
  await staff(otherProjectId, otherMerchant);
}, 120_000);
afterAll(() => t.close());

describe('client request (issue 13 item 1)', () => {
  it('is created with the spec defaults, Pending, and sent to the merchant of the service', async () => {
    const order = await request([line(2)]);
    expect(order).toMatchObject({ status: 'Pending', origin: 'client', is_priced: false, amount_cents: 0 });
    expect(order.lines[0]).toMatchObject({
      quantity: 2,
      price_cents: 0,
      unit: '1',
      wastage_percent: 0,
      competitor_price: 1,
      required_time_days: 0,
      warranty_days: 7,
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.receiverId, merchant.user.id),
          eq(notifications.action, 'variation_order_request'),
        ),
      );
    expect(notes.length).toBeGreaterThan(0);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateName, 'merchant_variation_order_request'));
    expect(mails.some((x) => x.recipients.includes(merchant.user.email))).toBe(true);
  });

  it('refuses an empty field, a quantity over 100, and a service without a merchant', async () => {
    const empty = await call('POST', `/projects/${projectId}/variation-orders`, client, {
      project_service_id: serviceId,
      lines: [{ ...line(), items: '' }],
    });
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe(m.fillEveryField);
    const many = await call('POST', `/projects/${projectId}/variation-orders`, client, {
      project_service_id: serviceId,
      lines: [line(101)],
    });
    expect(many.statusCode).toBe(400);
    const unstaffed = await call('POST', `/projects/${projectId}/variation-orders`, client, {
      project_service_id: unstaffedServiceId,
      lines: [line()],
    });
    expect(unstaffed.statusCode).toBe(409);
    expect(message(unstaffed)).toBe(m.serviceHasNoMerchant);
  });

  it('a client cannot set a price: the amount stays zero whatever is sent', async () => {
    const res = await call('POST', `/projects/${projectId}/variation-orders`, client, {
      project_service_id: serviceId,
      lines: [{ ...line(), price_cents: 999_00 }],
      amount_cents: 999_00,
    });
    expect(res.statusCode).toBe(200);
    expect(result<VariationOrderView>(res)).toMatchObject({ amount_cents: 0, lines: [{ price_cents: 0 }] });
  });

  it('a Pending order is edited and deleted; another client and another project answer 404', async () => {
    const order = await request();
    const url = `/projects/${projectId}/variation-orders/${order._id}`;
    const edit = await call('PUT', url, client, { project_service_id: serviceId, lines: [line(5), line(1)] });
    expect(edit.statusCode).toBe(200);
    expect(message(edit)).toBe(m.orderUpdated);
    expect(result<VariationOrderView>(edit).lines).toHaveLength(2);
    expect(
      (await call('PUT', url, otherClient, { project_service_id: serviceId, lines: [line()] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url, otherClient)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/projects/${otherProjectId}/variation-orders/${order._id}`, otherClient))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/projects/${projectId}/variation-orders`, otherClient)).statusCode).toBe(404);
    const del = await call('DELETE', url, client);
    expect(del.statusCode).toBe(200);
    expect(message(del)).toBe(m.orderDeleted);
    expect((await call('DELETE', url, client)).statusCode).toBe(404);
  });
});

describe('merchant pricing, decline and add-on (item 2)', () => {
  it('prices each line; the server computes the amount from the lines', async () => {
    const order = await request([line(3), line(1)]);
    const res = await call('POST', `/merchant/variation-orders/${order._id}/price`, merchant, {
      lines: [pricing(40_00), pricing(333, 10)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(result<VariationOrderView>(res)).toMatchObject({ is_priced: true, amount_cents: 120_00 + 366 });
    const short = await call('POST', `/merchant/variation-orders/${order._id}/price`, merchant, {
      lines: [pricing(1)],
    });
    expect(short.statusCode).toBe(400);
  });

  it('another merchant (another project) cannot see, price or decline the order: 404', async () => {
    const order = await request();
    expect(
      (
        await call('POST', `/merchant/variation-orders/${order._id}/price`, otherMerchant, {
          lines: [pricing(1)],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/merchant/variation-orders/${order._id}/decline`, otherMerchant, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/merchant/projects/${projectId}/variation-orders`, otherMerchant)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/merchant/projects/${projectId}/variation-orders`, otherMerchant, {
          project_service_id: serviceId,
          lines: [{ ...line(), ...pricing(1) }],
        })
      ).statusCode,
    ).toBe(404);
    // The client cannot use the merchant's routes.
    expect(
      (await call('POST', `/merchant/variation-orders/${order._id}/price`, client, { lines: [pricing(1)] }))
        .statusCode,
    ).toBe(403);
  });

  it('declines with a reason; the order is Declined and cannot be edited', async () => {
    const order = await request();
    const none = await call('POST', `/merchant/variation-orders/${order._id}/decline`, merchant, {
      reason: ' ',
    });
    expect(none.statusCode).toBe(400);
    const res = await call('POST', `/merchant/variation-orders/${order._id}/decline`, merchant, {
      reason: 'Not possible',
    });
    expect(result<VariationOrderView>(res)).toMatchObject({
      status: 'Declined',
      decline_reason: 'Not possible',
    });
    const edit = await call('PUT', `/projects/${projectId}/variation-orders/${order._id}`, client, {
      project_service_id: serviceId,
      lines: [line()],
    });
    expect(edit.statusCode).toBe(409);
    expect(message(edit)).toBe(m.notAllowedToEdit);
  });

  it('proposes a priced add-on on its own service, which the client sees', async () => {
    const res = await call('POST', `/merchant/projects/${projectId}/variation-orders`, merchant, {
      project_service_id: serviceId,
      lines: [{ ...line(2), ...pricing(50_00) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const addon = result<VariationOrderView>(res);
    expect(addon).toMatchObject({
      origin: 'merchant',
      is_priced: true,
      amount_cents: 100_00,
      status: 'Pending',
    });
    const list = result<ProjectVariationOrders>(
      await call('GET', `/projects/${projectId}/variation-orders`, client),
    );
    expect(list.items.map((o) => o._id)).toContain(addon._id);
    const onOther = await call('POST', `/merchant/projects/${projectId}/variation-orders`, merchant, {
      project_service_id: unstaffedServiceId,
      lines: [{ ...line(), ...pricing(1) }],
    });
    expect(onOther.statusCode).toBe(404);
  });
});

describe('client decision, payment and admin review (items 3 and 4)', () => {
  it('Reject gives Rejected, Decline gives Declined, and neither changes the contract', async () => {
    const before = await summary();
    const a = await priced(10_00);
    const b = await priced(20_00);
    const rej = await call('POST', `/projects/${projectId}/variation-orders/${a._id}/reject`, client);
    expect(result<VariationOrderView>(rej).status).toBe('Rejected');
    const dec = await call('POST', `/projects/${projectId}/variation-orders/${b._id}/decline`, client);
    expect(result<VariationOrderView>(dec).status).toBe('Declined');
    const again = await call('POST', `/projects/${projectId}/variation-orders/${a._id}/reject`, client);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(m.rejectFailed);
    expect(await summary()).toEqual(before);
  });

  it('an unpriced request cannot be accepted, nor one whose price changed since the client saw it', async () => {
    const order = await request();
    const unpriced = await call(
      'POST',
      `/projects/${projectId}/variation-orders/${order._id}/accept`,
      client,
      {
        amount_cents: 1,
      },
    );
    expect(unpriced.statusCode).toBe(409);
    const p = await priced(10_00);
    expect((await accept(p, 9_00)).statusCode).toBe(409);
  });

  it('accept → invoice in the progressive series → PayNow receipt → admin approves → Approved, contract exact', async () => {
    const before = await summary();
    const order = await priced(10_000_000_00, [line(3)]); // $30,000,000: past the 32-bit cents limit
    const res = await accept(order);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = result<AcceptedVariationOrder>(res);
    expect(accepted.order.status).toBe('Payment');
    expect(accepted.order.invoice_number).toMatch(/^INV-\d{6}$/);
    expect(accepted.paynow).toMatchObject({
      invoice_number: accepted.order.invoice_number,
      amount_cents: 30_000_000_00,
    });
    // The same series as the progressive invoices: the deposit and stage 2 invoices came before it.
    const invoices = result<{ rows: { invoice_number: string | null }[] }>(
      await call('GET', `/projects/${projectId}/payments`, client),
    ).rows.flatMap((r) => (r.invoice_number ? [Number(r.invoice_number.slice(4))] : []));
    expect(Number(accepted.order.invoice_number?.slice(4))).toBeGreaterThan(Math.max(...invoices));

    let s = await summary();
    expect(s.accepted_variation_orders_cents - before.accepted_variation_orders_cents).toBe(30_000_000_00);
    expect(s.contract_value_cents).toBe(s.quotation_cents + s.accepted_variation_orders_cents);
    expect(s.paid_cents + s.under_review_cents + s.remaining_cents).toBe(s.contract_value_cents);

    const url = `/projects/${projectId}/variation-orders/${order._id}`;
    expect(
      (await call('PUT', url, client, { project_service_id: serviceId, lines: [line()] })).statusCode,
    ).toBe(409);
    expect(message(await call('DELETE', url, client))).toBe(m.notAllowedToEdit);
    expect(
      (await call('POST', `/merchant/variation-orders/${order._id}/price`, merchant, { lines: [pricing(1)] }))
        .statusCode,
    ).toBe(409);

    const noTxn = await call('POST', `${url}/receipts`, client, { transactionNo: '', receiptFileId: 'x' });
    expect(noTxn.statusCode).toBe(400);
    expect(message(noTxn)).toBe(m.transactionNumberRequired);
    const file = await receiptFile(client);
    const foreignFile = await call('POST', `${url}/receipts`, client, {
      transactionNo: 'VO-1',
      receiptFileId: await receiptFile(otherClient),
    });
    expect(foreignFile.statusCode).toBe(400);
    const paid = await call('POST', `${url}/receipts`, client, {
      transactionNo: 'VO-1',
      receiptFileId: file,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(message(paid)).toBe(m.receiptSubmitted);
    const twice = await call('POST', `${url}/receipts`, client, {
      transactionNo: 'VO-1',
      receiptFileId: file,
    });
    expect(twice.statusCode).toBe(409);
    s = await summary();
    expect(s.under_review_cents - before.under_review_cents).toBe(30_000_000_00);

    const review = result<AdminPaymentReviewPage>(
      await call('GET', '/admin/payments?kind=variation_order&status=Paid', admin),
    );
    const row = review.items.find((i) => i.invoice_number === accepted.order.invoice_number);
    expect(row).toMatchObject({
      kind: 'variation_order',
      amount_due_cents: 30_000_000_00,
      transaction_no: 'VO-1',
    });
    // The progressive list stays progressive.
    const progressive = result<AdminPaymentReviewPage>(await call('GET', '/admin/payments', admin));
    expect(progressive.items.some((i) => i._id === row?._id)).toBe(false);

    const approve = await call('POST', `/admin/payments/${row?._id}/review`, admin, { decision: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    const second = await call('POST', `/admin/payments/${row?._id}/review`, admin, {
      decision: 'decline',
      note: 'x',
    });
    expect(second.statusCode).toBe(409);
    const after = result<ProjectVariationOrders>(
      await call('GET', `/projects/${projectId}/variation-orders`, client),
    );
    expect(after.items.find((o) => o._id === order._id)?.status).toBe('Approved');
    s = after.summary;
    expect(s.paid_cents - before.paid_cents).toBe(30_000_000_00);
    expect(s.under_review_cents).toBe(before.under_review_cents);
    expect(s.paid_cents + s.under_review_cents + s.remaining_cents).toBe(s.contract_value_cents);
    const merchantView = result<ProjectVariationOrders>(
      await call('GET', `/merchant/projects/${projectId}/variation-orders`, merchant),
    );
    expect(merchantView.summary).toEqual(s);
    const ongoing = result<{ items: { _id: string; invoice_number?: string | null }[] }>(
      await call('GET', '/merchant/transactions?tab=ongoing-vo', merchant),
    );
    expect(ongoing.items.find((i) => i._id === order._id)?.invoice_number).toBe(
      accepted.order.invoice_number,
    );
  });

  it('a declined payment goes back to Payment and is paid again', async () => {
    const order = await priced(12_34);
    expect((await accept(order)).statusCode).toBe(200);
    const url = `/projects/${projectId}/variation-orders/${order._id}`;
    const paid = await call('POST', `${url}/receipts`, client, {
      transactionNo: 'VO-2',
      receiptFileId: await receiptFile(client),
    });
    const receiptId = result<{ receipt_id: string }>(paid).receipt_id;
    const decline = await call('POST', `/admin/payments/${receiptId}/review`, admin, {
      decision: 'decline',
      note: 'Not received',
    });
    expect(decline.statusCode).toBe(200);
    const list = result<ProjectVariationOrders>(
      await call('GET', `/projects/${projectId}/variation-orders`, client),
    );
    expect(list.items.find((o) => o._id === order._id)).toMatchObject({
      status: 'Payment',
      receipt: { status: 'Declined', admin_notes: 'Not received' },
    });
    const again = await call('POST', `${url}/receipts`, client, {
      transactionNo: 'VO-3',
      receiptFileId: await receiptFile(client),
    });
    expect(again.statusCode).toBe(200);
  });

  it('two accepts at once: one accepts and invoices, the other is refused', async () => {
    const order = await priced(77_00);
    const answers = await Promise.all([accept(order), accept(order), accept(order)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const list = result<ProjectVariationOrders>(
      await call('GET', `/projects/${projectId}/variation-orders`, client),
    );
    const accepted = list.items.filter((o) => o._id === order._id);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.status).toBe('Payment');
  });

  it('two receipts at once pay once; two admins at once decide once', async () => {
    const order = await priced(88_00);
    expect((await accept(order)).statusCode).toBe(200);
    const url = `/projects/${projectId}/variation-orders/${order._id}/receipts`;
    const [f1, f2] = [await receiptFile(client), await receiptFile(client)];
    const paid = await Promise.all([
      call('POST', url, client, { transactionNo: 'VO-A', receiptFileId: f1 }),
      call('POST', url, client, { transactionNo: 'VO-B', receiptFileId: f2 }),
    ]);
    expect(paid.map((p) => p.statusCode).sort()).toEqual([200, 409]);
    const receiptId = result<{ receipt_id: string }>(paid.find((p) => p.statusCode === 200)!).receipt_id;
    const otherAdmin = await loginAs(t, 'admin', { permissions: ['transaction', 'review_payments'] });
    const reviews = await Promise.all([
      call('POST', `/admin/payments/${receiptId}/review`, admin, { decision: 'approve' }),
      call('POST', `/admin/payments/${receiptId}/review`, otherAdmin, { decision: 'decline', note: 'No' }),
    ]);
    expect(reviews.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('the invoice PDF: its client and merchant download it; others get 404', async () => {
    const order = await priced(5_00);
    const url = `/variation-orders/${order._id}/invoice.pdf`;
    expect((await call('GET', url, client)).statusCode).toBe(404); // not accepted yet: no invoice
    expect((await accept(order)).statusCode).toBe(200);
    const pdf = await call('GET', url, client);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', url, merchant)).statusCode).toBe(200);
    expect((await call('GET', url, otherClient)).statusCode).toBe(404);
    expect((await call('GET', url, otherMerchant)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
