import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminContext, fromOutbox } from './outbox.js';

/**
 * Issue 14 journeys' data of their own: a new project of the demo client, paid in full by API (deposit
 * and stages, approved by the admin), with its first service accepted by a new merchant.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

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
    transactionNo: `TXN-${projectId.slice(-6)}-${stage}`,
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

export async function setUp(browser: Browser, baseURL: string | undefined) {
  // Every journey (and each run in a worker) gets its own merchant: UEN, phone and e-mail are unique.
  const stamp = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const company = `Escrow Tiling ${stamp}`;
  const merchantEmail = `escrow.${stamp}@example.sg`;
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
        uen: `2${stamp}E`,
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
  return { client, admin, merchant: merchantPage, projectId, services: service.services, company, stamp };
}
