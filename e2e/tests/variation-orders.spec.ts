import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Issue 13 journey: the client requests a variation order on the demo ongoing project (its first service
 * is held by merchant@demo.sg), the merchant prices it, the client accepts and pays by PayNow with a
 * receipt, the admin approves it in the payment review, and both sides see it Approved with its invoice
 * and the contract summary grown by the order. Its lines carry a unique text, so it finds its own order.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: PNG };
const unique = `Socket ${Date.now().toString().slice(-6)}`;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post('/api/v1/login', { data: { identity: email, password: 'Demo1234' } });
  expect(login.ok()).toBe(true);
  return page;
}

async function ongoingProjectId(admin: Page): Promise<string> {
  const res = await admin.request.get(
    '/api/v1/admin/projects?searchBy=name&search=Ongoing&rowsPerPage=20&page=1',
  );
  const items = ((await res.json()) as { result: { items: { _id: string; name: string }[] } }).result.items;
  const project = items.find((p) => p.name === 'Ongoing Home');
  expect(project, 'the demo ongoing project').toBeTruthy();
  return project!._id;
}

interface Summary {
  accepted_variation_orders_cents: number;
  contract_value_cents: number;
  paid_cents: number;
  under_review_cents: number;
  remaining_cents: number;
}
async function summaryOf(client: Page, projectId: string): Promise<Summary> {
  const res = await client.request.get(`/api/v1/projects/${projectId}/variation-orders`);
  return ((await res.json()) as { result: { summary: Summary } }).result.summary;
}

test('client requests, merchant prices, client accepts and pays, admin approves; both see it Approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin@demo.sg');
  const client = await signedIn(browser, 'client@demo.sg');
  const merchant = await signedIn(browser, 'merchant@demo.sg');
  const projectId = await ongoingProjectId(admin);
  const before = await summaryOf(client, projectId);

  // The client asks for more work; Create waits until every field of the line is filled.
  await client.goto(`/main-project/${projectId}/transactions/variation-order`);
  await expect(client.getByRole('heading', { name: 'Variation Order', level: 1 })).toBeVisible();
  await client.getByRole('button', { name: 'New Request' }).click();
  const form = client.getByRole('dialog', { name: 'New Variation Order Request' });
  await expect(form.getByText('Please fill every field to continue')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  await form.getByLabel('Area').fill('Kitchen');
  await form.getByLabel('Items').fill(unique);
  await form.getByLabel('Description of work').fill('Add a 13A socket beside the fridge');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(client.getByText('New order created!')).toBeVisible();
  const clientCard = client.getByTestId('variation-order').filter({ hasText: unique });
  await expect(clientCard).toContainText('Pending');
  await expect(clientCard).toContainText('Waiting for the merchant to price it');

  // The merchant prices the line.
  await merchant.goto(`/current-project/${projectId}/variationOrders/client-request`);
  const merchantCard = merchant.getByTestId('merchant-variation-order').filter({ hasText: unique });
  await merchantCard.getByRole('button', { name: 'Price' }).click();
  const priceDialog = merchant.getByRole('dialog');
  await priceDialog.getByLabel('Price per unit ($)').fill('245.50');
  await priceDialog.getByRole('button', { name: 'Send to client' }).click();
  await expect(merchant.getByText('Order updated!')).toBeVisible();
  await expect(merchantCard).toContainText('$245.50');

  // The client accepts (a confirmation first) and pays by PayNow with a receipt.
  await client.reload();
  await expect(clientCard).toContainText('$245.50');
  await clientCard.getByRole('button', { name: 'Accept' }).click();
  await client
    .getByRole('dialog', { name: 'Accept this order?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  const pay = client.getByRole('dialog', { name: 'Pay Variation Order' });
  await expect(pay.getByRole('img', { name: 'PayNow QR' })).toBeVisible();
  await expect(pay).toContainText(/Reference: INV-\d{6}/);
  const invoiceNumber = /INV-\d{6}/.exec((await pay.textContent()) ?? '')?.[0] ?? '';
  await pay.getByLabel('Transaction number').fill(`VO-${unique}`);
  await pay.getByLabel('Receipt image').setInputFiles(receipt);
  await expect(pay.getByText('Receipt image ✓')).toBeVisible();
  await pay.getByRole('button', { name: 'Submit' }).click();
  await expect(client.getByText('Receipt submited. We will review on it shortly.')).toBeVisible();
  const underReview = await summaryOf(client, projectId);
  expect(underReview.under_review_cents - before.under_review_cents).toBe(245_50);

  // The admin approves it in the payment review, on the variation orders tab.
  await admin.goto('/admin/payments');
  await admin.getByRole('tab', { name: 'Variation orders' }).click();
  await admin.getByLabel('Project ID').fill(projectId);
  const table = admin.getByRole('table', { name: 'Payment Review' });
  const row = table.getByRole('row').filter({ hasText: invoiceNumber });
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Payment approved.')).toBeVisible();

  // Both sides see it Approved with its invoice; the contract grew by the order, to the cent.
  const after = await summaryOf(client, projectId);
  expect(after.accepted_variation_orders_cents - before.accepted_variation_orders_cents).toBe(245_50);
  expect(after.paid_cents + after.under_review_cents + after.remaining_cents).toBe(
    after.contract_value_cents,
  );
  await client.goto(`/main-project/${projectId}/transactions/completed`);
  const completed = client.getByRole('table', { name: 'Variation Order' });
  await expect(completed.getByRole('row').filter({ hasText: invoiceNumber })).toContainText('Approved');
  const download = client.waitForEvent('download');
  await completed.getByRole('link', { name: invoiceNumber }).click();
  expect((await download).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  // On a 390 px phone the page and its summary fit without sideways scrolling.
  await client.setViewportSize({ width: 390, height: 844 });
  await client.goto(`/main-project/${projectId}/transactions/variation-order`);
  await expect(client.getByRole('region', { name: 'Contract summary' })).toBeVisible();
  await client.screenshot({ path: test.info().outputPath('variation-order-390.png'), fullPage: true });
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await merchant.reload();
  await expect(merchantCard).toContainText('Approved');
  await expect(merchantCard.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await merchant.goto('/transactions/ongoing-vo');
  await expect(merchant.getByRole('link', { name: invoiceNumber })).toBeVisible();
});
