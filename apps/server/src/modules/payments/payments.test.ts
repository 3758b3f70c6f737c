import {
  amountMustEqualDueMessage,
  ClientProjectPage,
  clientPhaseText,
  formatSgd,
  receiptAmountMismatchMessage,
  ProjectPayments,
  formatInvoiceNumber,
  hasValidPayNowCrc,
  paymentMessages as m,
  progressivePaymentAmounts,
} from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, outboxMessages, paymentReceipts, projects } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/**
 * Issue 6 money path over HTTP. Runs on PGlite; with TEST_DATABASE_URL set the same suite runs on
 * PostgreSQL, where the concurrent approvals really contend for the row lock.
 */
let t: TestApp;
let client: { cookie: string; user: { id: string } };
let admin: { cookie: string };
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
  admin = await loginAs(t, 'admin', { permissions: ['review_payments'] });
  jpeg = await makeJpeg(40, 30);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newQuotedProject(cookie = client.cookie) {
  const res = await create(t, cookie, body(18));
  expect(res.statusCode).toBe(200);
  return project(res);
}

async function receiptFile(cookie = client.cookie) {
  const res = await uploadFile(t, cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: jpeg,
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { _id: string } }>().result._id;
}

const payments = async (id: string, cookie = client.cookie) => {
  const res = await inject('GET', `/projects/${id}/payments`, cookie);
  expect(res.statusCode).toBe(200);
  return ProjectPayments.parse(res.json<{ result: unknown }>().result);
};

async function checkout(id: string, amount = '$150.00') {
  return inject('POST', `/projects/${id}/checkout`, client.cookie, {
    transactionNo: 'TXN-0001',
    amount,
    receiptFileId: await receiptFile(),
  });
}

const latestReceiptId = async () => {
  const res = await inject('GET', '/admin/payments?status=Paid', admin.cookie);
  expect(res.statusCode).toBe(200);
  const items = res.json<{ result: { items: { _id: string; project_id: string }[] } }>().result.items;
  return items;
};
const review = (receiptId: string, decision: 'approve' | 'decline', note?: string) =>
  inject('POST', `/admin/payments/${receiptId}/review`, admin.cookie, {
    decision,
    ...(note ? { note } : {}),
  });

async function waitingReceiptOf(projectId: string) {
  const item = (await latestReceiptId()).find((i) => i.project_id === projectId);
  expect(item).toBeDefined();
  return item!._id;
}

describe('checkout of the $150 deposit', () => {
  it('shows a PayNow QR with the invoice number and the masked UEN, then records the receipt as Paid', async () => {
    const p = await newQuotedProject();
    const qr = await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    expect(qr.statusCode).toBe(200);
    const instructions = qr.json<{
      result: { amount_cents: number; invoice_number: string; qr_png: string; recipient_text: string };
    }>().result;
    expect(instructions.amount_cents).toBe(15_000);
    expect(instructions.invoice_number).toMatch(/^INV-\d{6}$/);
    expect(instructions.qr_png.startsWith('data:image/png;base64,')).toBe(true);
    expect(instructions.recipient_text).toContain('******345K');
    expect(instructions.recipient_text).not.toContain('201912345K');

    const before = await payments(p._id);
    expect(before.can_checkout).toBe(true);
    expect(before.rows[0]).toMatchObject({
      stage: 1,
      status: 'Unpaid',
      amount_cents: 15_000,
      action_enabled: true,
    });

    const res = await checkout(p._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.receiptSubmitted,
      result: {
        status: 'Paid',
        admin_notes: m.needAdminApprove,
        invoice_number: instructions.invoice_number,
      },
    });
    const after = await payments(p._id);
    expect(after.can_checkout).toBe(false);
    expect(after.first_payment_status).toBe('Paid');
    expect(after.rows[0]).toMatchObject({ status: 'Pending', label: 'Verifying', action_enabled: false });

    const notices = await t.database.db.select().from(notifications).where(eq(notifications.toAdmin, true));
    expect(notices.some((n) => n.action === 'payment_receipt' && n.content.includes('$150.00'))).toBe(true);
    const mails = await t.database.db.select().from(outboxMessages);
    expect(
      mails.some((o) => o.subject === 'Payment Receipt Submitted' && o.recipients.includes('admin@demo.sg')),
    ).toBe(true);
  });

  it('closes quotation editing once the deposit receipt is submitted (spec §4: first payment Paid)', async () => {
    const p = await newQuotedProject();
    const details = async () =>
      (await inject('GET', `/projects/${p._id}/quotation/details`, client.cookie)).json<{
        result: { editable: boolean; items: { _id: string }[] };
      }>().result;
    const before = await details();
    expect(before.editable).toBe(true);
    expect((await checkout(p._id)).statusCode).toBe(200);
    const after = await details();
    expect(after.editable).toBe(false);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${p._id}/quotation/items/${before.items[0]!._id}`,
      headers: { cookie: client.cookie },
      payload: { quantity_hundredths: 300 },
    });
    expect(edit.statusCode).toBe(409);
  });

  it("shows the deposit receipt as the project's latest payment on the client dashboard", async () => {
    const p = await newQuotedProject();
    expect((await checkout(p._id)).statusCode).toBe(200);
    const res = await inject('GET', '/client-projects', client.cookie);
    const mine = res
      .json<{ result: { items: { _id: string; latestPayment: unknown }[] } }>()
      .result.items.find((i) => i._id === p._id);
    expect(mine?.latestPayment).toMatchObject({ stage: 1, status: 'Paid' });
  });

  it("keeps every project's newest payment in payment_entries on a later page and past the end", async () => {
    const paid = await newQuotedProject();
    expect((await checkout(paid._id)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await newQuotedProject(); // the paid project moves to page 2 of 5 a page
    type Page = {
      totalCount: number;
      items: { _id: string }[];
      payment_entries: { stage: number; status: string }[];
    };
    const page = async (n: number) =>
      (await inject('GET', `/client-projects?rowsPerPage=5&page=${n}`, client.cookie)).json<{
        result: Page;
      }>().result;
    const first = await page(1);
    const total = first.totalCount;
    expect(first.items.map((i) => i._id)).not.toContain(paid._id);
    expect(first.payment_entries).toContainEqual(expect.objectContaining({ stage: 1, status: 'Paid' }));
    const second = await page(2);
    expect(second.items.map((i) => i._id)).toContain(paid._id);
    expect(second.payment_entries).toEqual(first.payment_entries);
    const pastEnd = await page(Math.ceil(total / 5) + 1);
    expect(pastEnd).toMatchObject({ totalCount: total, items: [] });
    expect(pastEnd.payment_entries).toEqual(first.payment_entries);
  });

  it("keeps a project's Approved phase on the dashboard when its newer receipt is Declined", async () => {
    const other = await loginAs(t, 'client');
    const p = await newQuotedProject(other.cookie);
    const pay = async (stage: number, amount: string) =>
      inject('POST', `/projects/${p._id}/payments/${stage}/receipts`, other.cookie, {
        transactionNo: `TXN-${stage}`,
        amount,
        receiptFileId: await receiptFile(other.cookie),
      });
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, other.cookie);
    expect((await pay(1, '150.00')).statusCode).toBe(200);
    await review(await waitingReceiptOf(p._id), 'approve');
    const stage2 = progressivePaymentAmounts((await payments(p._id, other.cookie)).quotation_total_cents)[1]!;
    expect((await pay(2, (stage2.amountCents / 100).toFixed(2))).statusCode).toBe(200);
    await review(await waitingReceiptOf(p._id), 'decline', 'Not in our account');

    const res = await inject('GET', '/client-projects', other.cookie);
    const page = ClientProjectPage.parse(res.json<{ result: unknown }>().result);
    expect(page.items[0]?.latestPayment).toMatchObject({ stage: 2, status: 'Declined' });
    expect(page.payment_entries).toMatchObject([
      { stage: 2, status: 'Declined' },
      { stage: 1, status: 'Approved' },
    ]);
    // Stage 1 was approved, so the project stays confirmed (dashboardPhaseText's Declined rule).
    expect(clientPhaseText(page).text).toBe('You are currently in Phase 1 of your renovation');
  });

  it('refuses a double submit: the second finds the stage waiting for the admin and nothing is added', async () => {
    const p = await newQuotedProject();
    const [a, b] = await Promise.all([checkout(p._id), checkout(p._id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ success: false, message: m.awaitingApproval });
    expect((await payments(p._id)).payment_statuses).toHaveLength(1);
  });

  it('gives the spec messages for a missing transaction number, bad amount or missing receipt, and saves nothing', async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    const noTxn = await inject('POST', `/projects/${p._id}/checkout`, client.cookie, {
      transactionNo: '',
      amount: '150',
      receiptFileId: await receiptFile(),
    });
    expect(noTxn.statusCode).toBe(400);
    expect(noTxn.body).toContain(m.transactionNumberRequired);
    const badAmount = await inject('POST', `/projects/${p._id}/checkout`, client.cookie, {
      transactionNo: 'T1',
      amount: '15,00',
      receiptFileId: await receiptFile(),
    });
    expect(badAmount.body).toContain(m.transactionAmountInvalid);
    const otherUsersFile = await receiptFile((await loginAs(t, 'client')).cookie);
    const foreignReceipt = await inject('POST', `/projects/${p._id}/checkout`, client.cookie, {
      transactionNo: 'T1',
      amount: '150',
      receiptFileId: otherUsersFile,
    });
    expect(foreignReceipt.statusCode).toBe(400);
    expect(foreignReceipt.body).toContain(m.receiptRequired);
    expect((await payments(p._id)).payment_statuses).toHaveLength(0);
  });
});

describe('admin review', () => {
  it('approves: the project moves to stage 2, the 10% invoice is issued, the client is told', async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    await checkout(p._id);
    const receiptId = await waitingReceiptOf(p._id);
    const res = await review(receiptId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result: { status: string; next_invoice_number: string } }>().result).toMatchObject({
      status: 'Approved',
      next_invoice_number: expect.stringMatching(/^INV-/) as string,
    });

    const after = await payments(p._id);
    const total = after.quotation_total_cents;
    expect(after.payment_stage).toBe(2);
    expect(after.rows[0]).toMatchObject({ status: 'Approved', action_enabled: false });
    expect(after.rows[1]).toMatchObject({
      status: 'Unpaid',
      action_enabled: true,
      amount_cents: progressivePaymentAmounts(total)[1]!.amountCents,
    });
    expect(after.can_pay_next).toBe(true);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row).toMatchObject({ stage: 2, phase: 'ongoing' });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverId, client.user.id));
    expect(notices.some((n) => n.action === 'payment_approved')).toBe(true);

    const again = await review(receiptId, 'decline', 'late');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.alreadyApproved });
    expect((await payments(p._id)).rows[0]!.status).toBe('Approved');
  });

  it('two admins approving at once: one wins, the other is told it is already approved, one invoice issued', async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    await checkout(p._id);
    const receiptId = await waitingReceiptOf(p._id);
    const [a, b] = await Promise.all([review(receiptId, 'approve'), review(receiptId, 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({ message: m.alreadyApproved });
    const after = await payments(p._id);
    expect(after.payment_stage).toBe(2);
    expect(after.rows.filter((r) => r.invoice_id !== null)).toHaveLength(2);
  });

  it('declines stage 2 with a note; the client sees Declined and pays again, which waits for review', async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    await checkout(p._id);
    await review(await waitingReceiptOf(p._id), 'approve');
    const total = (await payments(p._id)).quotation_total_cents;
    const stage2 = progressivePaymentAmounts(total)[1]!.amountCents;
    const pay = async () =>
      inject('POST', `/projects/${p._id}/payments/2/receipts`, client.cookie, {
        transactionNo: 'TXN-2',
        amount: (stage2 / 100).toFixed(2),
        receiptFileId: await receiptFile(),
      });
    expect((await pay()).statusCode).toBe(200);
    const declined = await review(await waitingReceiptOf(p._id), 'decline', 'Not in our account');
    expect(declined.statusCode).toBe(200);
    const after = await payments(p._id);
    expect(after.rows[1]).toMatchObject({
      status: 'Declined',
      action_enabled: true,
      declined_note: 'Not in our account',
    });
    expect(after.payment_stage).toBe(2);
    const clientMail = await t.database.db.select().from(outboxMessages);
    expect(clientMail.some((o) => o.subject === 'Payment Declined')).toBe(true);

    const again = await pay();
    expect(again.statusCode).toBe(200);
    expect((await payments(p._id)).rows[1]).toMatchObject({ status: 'Pending', label: 'Verifying' });
    expect((await pay()).statusCode).toBe(409);
  });

  it('lists submitted payments newest first with amount claimed against amount due, filtered by status', async () => {
    const res = await inject('GET', '/admin/payments?rowsPerPage=50', admin.cookie);
    const items = res.json<{
      result: { items: { created: string; amount_due_cents: number; invoice_number: string }[] };
    }>().result.items;
    expect(items.length).toBeGreaterThan(2);
    const times = items.map((i) => Date.parse(i.created));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.every((i) => i.amount_due_cents > 0 && /^INV-/.test(i.invoice_number))).toBe(true);
    const declined = await inject('GET', '/admin/payments?status=Declined', admin.cookie);
    const d = declined.json<{ result: { items: { status: string }[] } }>().result.items;
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((i) => i.status === 'Declined')).toBe(true);
  });
});

describe('payments are never lost', () => {
  it('refuses deleting a project that has a receipt on record; the payment stays', async () => {
    const p = await newQuotedProject();
    await checkout(p._id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${p._id}`,
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Failed To Delete Project!' });
    expect((await payments(p._id)).payment_statuses).toEqual([
      expect.objectContaining({ stage: 1, status: 'Paid' }),
    ]);
  });
});

describe('who may do what', () => {
  it("refuses another client's payments, QR, receipts and invoice PDF", async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    const other = await loginAs(t, 'client');
    for (const url of [
      `/projects/${p._id}/payments`,
      `/projects/${p._id}/payments/1/paynow`,
      `/projects/${p._id}/payments/1/invoice.pdf`,
    ]) {
      expect((await inject('GET', url, other.cookie)).statusCode).toBe(404);
    }
    const res = await inject('POST', `/projects/${p._id}/checkout`, other.cookie, {
      transactionNo: 'X',
      amount: '150',
      receiptFileId: await receiptFile(other.cookie),
    });
    expect(res.statusCode).toBe(404);
    expect((await payments(p._id)).payment_statuses).toHaveLength(0);
  });

  it('refuses the admin review to a merchant, a client and an admin without the review_payments permission', async () => {
    const p = await newQuotedProject();
    await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    await checkout(p._id);
    const receiptId = await waitingReceiptOf(p._id);
    const merchant = await loginAs(t, 'merchant');
    const plainAdmin = await loginAs(t, 'admin', { permissions: ['outbox'] });
    for (const cookie of [merchant.cookie, client.cookie, plainAdmin.cookie]) {
      expect((await inject('GET', '/admin/payments', cookie)).statusCode).toBe(403);
      const res = await inject('POST', `/admin/payments/${receiptId}/review`, cookie, {
        decision: 'approve',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await payments(p._id)).rows[0]!.status).toBe('Pending');
  });

  it('serves the stage invoice as a PDF to its client', async () => {
    const p = await newQuotedProject();
    const qr = await inject('GET', `/projects/${p._id}/payments/1/paynow`, client.cookie);
    const number = qr.json<{ result: { invoice_number: string } }>().result.invoice_number;
    const res = await inject('GET', `/projects/${p._id}/payments/1/invoice.pdf`, client.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(`${number}.pdf`);
    expect(formatInvoiceNumber(7)).toBe('INV-000007');
    expect(hasValidPayNowCrc('00020101021126')).toBe(false);
  });
});

describe('the amount claimed is the amount due (issue 15 item 5, decision 010)', () => {
  async function stageTwoDue() {
    const p = await newQuotedProject();
    await checkout(p._id);
    await review(await waitingReceiptOf(p._id), 'approve');
    const due = (await payments(p._id)).rows[1]!.amount_cents;
    return { p, due };
  }
  const pay = async (projectId: string, amount: string) =>
    inject('POST', `/projects/${projectId}/payments/2/receipts`, client.cookie, {
      transactionNo: 'TXN-CLAIM',
      amount,
      receiptFileId: await receiptFile(),
    });

  it('refuses $0.01 (or $21,474,836.48) for a stage due in full, naming the amount due; nothing recorded', async () => {
    const { p, due } = await stageTwoDue();
    for (const amount of ['0.01', '$21,474,836.48', ((due + 1) / 100).toFixed(2)]) {
      const res = await pay(p._id, amount);
      expect(res.statusCode).toBe(400);
      const message = amountMustEqualDueMessage(formatSgd(due));
      expect(res.json()).toEqual({ success: false, message, errors: [{ field: 'amount', message }] });
    }
    expect((await payments(p._id)).rows[1]).toMatchObject({ status: 'Unpaid' });
    expect((await pay(p._id, (due / 100).toFixed(2))).statusCode).toBe(200);
  });

  it('an admin cannot approve a receipt that claims less than is due (one recorded before the rule)', async () => {
    const { p, due } = await stageTwoDue();
    expect((await pay(p._id, (due / 100).toFixed(2))).statusCode).toBe(200);
    const receiptId = await waitingReceiptOf(p._id);
    await t.database.db
      .update(paymentReceipts)
      .set({ amountClaimedCents: 1 })
      .where(eq(paymentReceipts.id, receiptId));
    const res = await review(receiptId, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(receiptAmountMismatchMessage('$0.01', formatSgd(due)));
    expect((await payments(p._id)).payment_stage).toBe(2);
    expect((await review(receiptId, 'decline', 'Only $0.01 received')).statusCode).toBe(200);
  });
});
