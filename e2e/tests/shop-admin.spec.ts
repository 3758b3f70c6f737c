import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './outbox.js';

/**
 * Issue 16: the admin keeps the Shopez catalogue. The demo admin adds a product with an uploaded
 * picture and stock; a client finds it in the shop with that picture; the admin hides it and it is gone.
 */

async function signedIn(browser: Browser, identity: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/v1/login', { data: { identity, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return page;
}

// A 2 x 2 PNG: small, but a real image the server decodes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin adds a Shopez product with a picture; a client sees it until it is hidden', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Teak serving tray ${Date.now().toString().slice(-6)}`;
  const admin = await signedIn(browser, 'admin@demo.sg');
  await admin.goto('/admin/shop');
  // The back office's first page loads its area's code and data: slower when every worker is busy.
  await expect(admin.getByRole('heading', { name: 'Shopez', level: 1 })).toBeVisible({ timeout: 15_000 });
  await admin.getByRole('button', { name: 'New product' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New product' });
  // Nothing filled: the form says what is missing and saves nothing.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the product name.')).toBeVisible();
  await dialog.getByLabel('Product name').fill(name);
  await dialog.getByLabel('Category').click();
  await admin.getByRole('option').first().click();
  await dialog.getByLabel('Brand').click();
  await admin.getByRole('option').first().click();
  await dialog.getByLabel('Price (EZcash)').fill('250');
  await dialog.getByLabel('Price (SGD)').fill('25.50');
  await dialog.getByLabel('Stock').fill('3');
  await dialog
    .getByLabel('Add picture')
    .setInputFiles({ name: 'tray.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('grid', { name: 'Products' })).toContainText(name);

  const client = await signedIn(browser, 'client@demo.sg');
  await client.goto('/shopez');
  await client.getByRole('textbox', { name: 'Search products' }).fill(name);
  const card = client.getByRole('button', { name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const src = await card.locator('img').first().getAttribute('src');
  expect(src).toMatch(/^\/api\/v1\/public-files\//);
  expect((await client.request.get(src!)).ok()).toBe(true);

  // A banner the admin adds shows in the shop's carousel.
  await admin.getByRole('tab', { name: 'Banners' }).click();
  await admin
    .getByLabel('Add banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  const title = admin.getByLabel('What the banner says').first();
  await expect(title).toBeVisible();
  await title.fill(`Tray week ${name}`);
  await title.blur();
  await expect(admin.getByText('Banner saved.').first()).toBeVisible();
  // Spec: "A visitor on the shop sees banners".
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/rewards/shopez');
  await expect(visitor.locator('[aria-roledescription="carousel"] img').first()).toBeVisible({
    timeout: 20_000,
  });
  await admin.getByRole('tab', { name: 'Products' }).click();

  // Hidden by the admin: gone from the shop.
  await admin.getByRole('gridcell', { name }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit product' });
  await edit.getByRole('checkbox', { name: 'Shown in the shop' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await client.reload();
  await client.getByRole('textbox', { name: 'Search products' }).fill(name);
  await expect(client.getByRole('button', { name })).toHaveCount(0);
});
