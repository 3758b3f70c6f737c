import { expect, test, type Page } from '@playwright/test';
import { registerFreshClient } from './fresh-client.js';
import { demoAdminContext } from './outbox.js';

/** A real 1×1 PNG: the server checks the bytes of every receipt image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** A first Design Now project with a quotation (one living room floor and the post-renovation clean). */
const projectBody = (key: string) => ({
  creation_key: key,
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
});

async function json<T>(res: {
  ok: () => boolean;
  json: () => Promise<unknown>;
  text: () => Promise<string>;
}) {
  if (!res.ok()) throw new Error(await res.text());
  return ((await res.json()) as { result: T }).result;
}

/** The deposit of the project, paid by the client and approved by the demo admin, through the API. */
async function approveDeposit(page: Page, projectId: string, baseURL: string | undefined) {
  await json(await page.request.get(`/api/v1/projects/${projectId}/payments/1/paynow`));
  const file = await json<{ _id: string }>(
    await page.request.post('/api/v1/files?category=payment_receipt', {
      multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  await json(
    await page.request.post(`/api/v1/projects/${projectId}/checkout`, {
      data: { transactionNo: 'TXN-REWARDS', amount: '$150.00', receiptFileId: file._id },
    }),
  );
  const admin = await demoAdminContext(baseURL);
  const list = await json<{ items: { _id: string; project_id: string }[] }>(
    await admin.get(`/api/v1/admin/payments?status=Paid&rowsPerPage=100&project=${projectId}`),
  );
  const receipt = list.items.find((i) => i.project_id === projectId);
  expect(receipt).toBeDefined();
  await json(
    await admin.post(`/api/v1/admin/payments/${receipt!._id}/review`, { data: { decision: 'approve' } }),
  );
  await admin.dispose();
}

/**
 * Issue 16: a new client creates a first project and sees 300 EZcash; with the deposit approved they
 * open a voucher and mark it used after confirming, buy a product with EZcash and find the order in
 * the purchase history with the balance reduced. The journey registers its own client, so it depends
 * on no demo account another journey changes (only on the demo vouchers and catalogue).
 */
test('a new client earns 300 EZcash, redeems a voucher and buys in Shopez with EZcash', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { stamp } = await registerFreshClient(page.request, {
    prefix: 'rewards',
    firstName: 'Mei',
    lastName: 'Rewards',
  });

  // The first project earns 300 EZcash: on the project information card and on My Rewards.
  const project = await json<{ _id: string }>(
    await page.request.post('/api/v1/design-now/projects', { data: projectBody(`rewards-${stamp}`) }),
  );
  await page.goto(`/main-project/${project._id}`);
  const card = page.getByRole('region', { name: 'EzCash Rewards' });
  await expect(card).toContainText('Total Earned', { timeout: 20_000 });
  await expect(card).toContainText('300');
  await page.goto('/joinclub');
  await expect(page.getByRole('heading', { name: 'My Rewards' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#ezcash')).toContainText('300 EZcash');
  await expect(page.getByRole('list', { name: 'EZcash history' })).toContainText(
    'Design Now: first project created',
  );

  // Before the deposit: the promo banner. After it: the partner vouchers.
  await page.goto('/voucher');
  await expect(
    page.getByText('Deposit $150 to lock in your prices and you can get $2,000 worth of vouchers!'),
  ).toBeVisible({ timeout: 20_000 });
  await approveDeposit(page, project._id, baseURL);
  await page.reload();
  await expect(page.getByText('Hello, Mei')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/You currently have \d+ available vouchers/)).toBeVisible();
  await page.getByText('$500 off designer lighting').click();
  await expect(page.getByRole('button', { name: 'Back To Vouchers' })).toBeVisible();
  await page.getByRole('button', { name: 'REDEEM COUPON' }).click();
  await expect(page.getByRole('img', { name: /QR code for/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SAVE QR CODE' })).toBeVisible();
  // The box stays unticked until the confirmation's YES: a click asks first.
  await page.getByRole('checkbox', { name: 'Mark as used' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Once this coupon is marked as used, you will not be able to undo this process',
  });
  await expect(confirm.getByText('Would you like to mark as used?')).toBeVisible();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('button', { name: 'COUPON REDEEMED' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Mark as used' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back To Vouchers' }).click();
  await page.getByRole('tab', { name: 'Used/Expired' }).click();
  await expect(page.getByText(/REDEEMED ON \d{2}\/\d{2}\/\d{2}/)).toBeVisible();

  // Shopez: find the cutting boards (90 EZcash), add them, pay with EZcash.
  await page.goto('/shopez');
  await page.getByRole('textbox', { name: 'Search products' }).fill('bamboo');
  await expect(page.getByText('1 item', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Bamboo cutting board trio' }).click();
  await expect(page.getByRole('heading', { name: 'Bamboo cutting board trio' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Total: 90 Ezcash')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with EZcash' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/shopez\/history$/);
  await expect(page.getByRole('heading', { name: 'Purchase History' })).toBeVisible();
  await expect(page.getByText('1 × Bamboo cutting board trio · 90 Ezcash')).toBeVisible();

  await page.goto('/joinclub');
  await expect(page.locator('#ezcash')).toContainText('210 EZcash', { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'EZcash history' })).toContainText('Shopez order SO-');
});
