import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminContext, fromOutbox } from './outbox.js';

/**
 * Issue 14 journey, on data of its own: a new project of the demo client, paid in full by API (deposit
 * and stages, approved by the admin), with its first service on a new merchant. Then, through the
 * screens: the merchant completes it with a photo, the client holds it with a photo, the admin sends
 * it back, the merchant completes again, the client approves, the admin records the transfer and the
 * merchant sees it among its completed transactions.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const stamp = Date.now().toString().slice(-7);
const company = `Escrow Tiling ${stamp}`;
const merchantEmail = `escrow.${stamp}@example.sg`;

async function result<T>(res: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  if (!res.ok()) throw new Error(`${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: T }).result;
}

async function signedIn(browser: Browser, identity: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  expect((await page.request.post('/api/v1/login', { data: { identity, password } })).ok()).toBe(true);
  return page;
}

async function upload(api: APIRequestContext, category: string) {
  return (
    await result<{ _id: string }>(
      await api.post(`/api/v1/files?category=${category}`, { multipart: { file: photo('r.png') } }),
    )
  )._id;
}

async function payAndApprove(
  client: APIRequestContext,
  admin: APIRequestContext,
  projectId: string,
  stage: number,
  cents: number,
) {
  const body = {
    transactionNo: `TXN-${stamp}-${stage}`,
    amount: `$${(cents / 100).toFixed(2)}`,
    receiptFileId: await upload(client, 'payment_receipt'),
  };
  const url =
    stage === 1
      ? `/api/v1/projects/${projectId}/checkout`
      : `/api/v1/projects/${projectId}/payments/${stage}/receipts`;
  const { receipt_id } = await result<{ receipt_id: string }>(await client.post(url, { data: body }));
  await result(
    await admin.post(`/api/v1/admin/payments/${receipt_id}/review`, { data: { decision: 'approve' } }),
  );
}

async function setUp(browser: Browser, baseURL: string | undefined) {
  const client = await signedIn(browser, 'client@demo.sg');
  const admin = await signedIn(browser, 'admin@demo.sg');
  const project = await result<{ _id: string }>(
    await client.request.post('/api/v1/design-now/projects', {
      data: {
        creation_key: `approvals-${stamp}`,
        dnStage: 18,
        first_name: 'Mei',
        questionnaire: { property_type: 'HDB', property_room: '4 Rooms', budget: 4_000_000 },
        checkpoint: {
          step: 'scope',
          areas: [
            {
              id: 'living-1',
              area_type: 'Living',
              name: 'Living',
              floor_area_sqft: 350,
              perimeter_ft: 74.83,
              ceiling_height_ft: 8.5,
              wall_area_sqft: null,
            },
          ],
          choices: [
            { area_id: 'living-1', service_id: 'floor-homogeneous' },
            { area_id: 'whole-house', service_id: 'clean-post-reno' },
          ],
        },
      },
    }),
  );
  const projectId = project._id;
  await payAndApprove(client.request, admin.request, projectId, 1, 150_00);
  for (let stage = 2; stage <= 5; stage += 1) {
    const payments = await result<{ rows: { stage: number; amount_cents: number }[] }>(
      await client.request.get(`/api/v1/projects/${projectId}/payments`),
    );
    const row = payments.rows.find((r) => r.stage === stage)!;
    await payAndApprove(client.request, admin.request, projectId, stage, row.amount_cents);
  }

  // A merchant of its own: created by the admin, password from its e-mail.
  const merchant = await result<{ _id: string }>(
    await admin.request.post('/api/v1/admin/merchants', {
      data: {
        company_name: company,
        specialization: 'Carpentry Works',
        company_description: 'Tiling',
        uen: `2025${stamp.slice(-4)}E`,
        gst_reg_no: '',
        handphone_no: `9${stamp}`,
        email: merchantEmail,
        name: 'Ravi Tiler',
        person_incharge: 'Ravi',
        incharge_handphone_no: '',
        incharge_email: `pic.${stamp}@example.sg`,
      },
    }),
  );
  const outbox = await demoAdminContext(baseURL);
  const token = await fromOutbox(
    outbox,
    'email',
    merchantEmail,
    (m) => /set-password\?token=([\w%-]+)/.exec(m.body)?.[1],
  );
  await result(
    // Its own context: setting a password clears the session cookie of whoever sends it.
    await (
      await browser.newContext()
    ).request.post('/api/v1/set-password', {
      data: { token: decodeURIComponent(token), password: 'Escrow12345', confirm_password: 'Escrow12345' },
    }),
  );
  const merchantPage = await signedIn(browser, merchantEmail, 'Escrow12345');
  const desk = await result<{ services: { _id: string; services: string }[] }>(
    await admin.request.get(`/api/v1/admin/projects/${projectId}`),
  );
  const service = desk.services[0]!;
  await result(
    await admin.request.post(`/api/v1/admin/projects/${projectId}/services/${service._id}/assign`, {
      data: { merchant_id: merchant._id },
    }),
  );
  await result(await merchantPage.request.post(`/api/v1/merchant/services/${service._id}/accept`));
  return { client, admin, merchant: merchantPage, projectId, services: service.services };
}

async function complete(merchant: Page, projectId: string, services: string, note: string) {
  await merchant.goto(`/current-project/${projectId}`);
  const card = merchant.getByRole('region', { name: 'Completion' }).getByLabel(services, { exact: true });
  await card.getByLabel('What was done').fill(note);
  await card.locator('input[type=file]').setInputFiles(photo('done.png'));
  await expect(card.getByRole('img', { name: /Add photos of the finished work 1/ })).toBeVisible();
  await card.getByRole('button', { name: 'Mark as completed' }).click();
  await merchant
    .getByRole('dialog', { name: 'Mark as completed' })
    .getByRole('button', { name: 'Mark as completed' })
    .click();
  await expect(
    merchant.getByText('Marked as completed. The client has been asked to approve.'),
  ).toBeVisible();
}

test('complete, hold with a photo, resolve, complete again, approve, pay out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { client, admin, merchant, projectId, services } = await setUp(browser, baseURL);

  await complete(merchant, projectId, services, 'Homogeneous tiles laid.');

  // The client holds it, with a photo of the defect.
  await client.goto(`/main-project/${projectId}/approval/pending-approval`);
  const card = client.getByLabel(services, { exact: true });
  await expect(card.getByText(/Released automatically on/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of the finished work 1' })).toBeVisible();
  await card.getByRole('button', { name: 'Hold Payment' }).click();
  const hold = client.getByRole('dialog', { name: 'Hold payment' });
  await hold.getByRole('button', { name: 'Hold Payment' }).click();
  await expect(hold.getByText('Please choose the type of the issue')).toBeVisible();
  await expect(hold.getByText('Please describe your issue')).toBeVisible();
  await hold.getByRole('combobox', { name: 'Type of the issue' }).click();
  await client.getByRole('option', { name: 'Has a lot of defects' }).click();
  await hold.getByLabel('Describe your issue').fill('Two hollow tiles by the door.');
  await hold.locator('input[type=file]').setInputFiles(photo('defect.png'));
  await expect(hold.getByRole('img', { name: 'Add photos 1' })).toBeVisible();
  await hold.getByLabel('I do not agree to release the payment to the merchant yet.').check();
  await hold.getByRole('button', { name: 'Hold Payment' }).click();
  await expect(client.getByText('Payment on hold. Our admin will contact you.')).toBeVisible();
  await expect(card.getByText('On hold')).toBeVisible();

  // The admin sends it back to the merchant.
  await admin.goto('/admin/holds');
  await expect(admin.getByRole('heading', { name: 'Payment Holds', level: 1 })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: 'Resolve' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve the hold' });
  await resolve.getByLabel('Note').fill('Merchant will replace the two tiles.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await admin
    .getByRole('dialog', { name: 'Resolve the hold' })
    .last()
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(admin.getByText('Hold resolved.')).toBeVisible();

  // The client sees the outcome; the merchant fixes it and completes again.
  await client.reload();
  await expect(card.getByText('Merchant is fixing it')).toBeVisible();
  await expect(card.getByText(/Merchant will replace the two tiles/)).toBeVisible();
  await complete(merchant, projectId, services, 'Two tiles replaced.');

  // The client approves.
  await client.reload();
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = client.getByRole('dialog', { name: 'Approve payment' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(
    approve.getByText('Please tick that you agree to release the payment to the merchant.'),
  ).toBeVisible();
  await approve.getByLabel('I agree to release the payment for this work to the merchant.').check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(client.getByText('Payment released to the merchant.')).toBeVisible();
  await client.goto(`/main-project/${projectId}/approval/approved`);
  await expect(client.getByLabel(services, { exact: true }).getByText('Approved')).toBeVisible();

  // The admin records the transfer.
  await admin.goto('/admin/payouts');
  const payable = admin.getByRole('row').filter({ hasText: company });
  await payable.getByRole('button', { name: 'Record transfer' }).click();
  const payout = admin.getByRole('dialog', { name: 'Record transfer' });
  await payout.getByLabel('Bank reference').fill(`DBS-${stamp}`);
  await payout.getByRole('button', { name: 'Record transfer' }).click();
  await admin
    .getByRole('dialog', { name: 'Record transfer' })
    .last()
    .getByRole('button', { name: 'Record transfer' })
    .click();
  await expect(admin.getByText('Payout recorded.')).toBeVisible();

  // The merchant sees it.
  await merchant.goto('/transactions/completed');
  await expect(merchant.getByRole('table', { name: 'Transfers to you' })).toContainText(`DBS-${stamp}`);
});
