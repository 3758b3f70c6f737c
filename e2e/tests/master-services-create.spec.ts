import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { registerFreshClient, signInByApi } from './fresh-client.js';
import { DEMO_PASSWORD } from './outbox.js';

/**
 * Decision 022: the full admin adds a service offered in Kitchen with a price; Design Now's scope step
 * offers it in a kitchen and a new quotation prices it at that price. Its own data: a service named
 * for this run and a fresh client, so parallel journeys see nothing change.
 */
const PRICE = 12_345;
const sgd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function freshClient(baseURL: string | undefined): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const { email } = await registerFreshClient(client, { prefix: 'new-service', firstName: 'Quartz' });
  await signInByApi(client, email);
  return client;
}

/** No sideways scroll at a phone's width (the page, and the dialog's own content). */
async function expectNoSidewaysScroll(page: Page, dialogName: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const content = page.getByRole('dialog', { name: dialogName }).locator('.MuiDialogContent-root');
  const overflow = await content.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin adds a kitchen service; Design Now offers it in a kitchen at its price', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E sintered countertop ${Date.now().toString(36)}`;
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/master-services');
  await page.getByRole('button', { name: 'New service' }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByRole('combobox', { name: /Service Category/ }).click();
  await page.getByRole('option', { name: 'Carpentry (Carpentry Works)' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'unit', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Quantity basis' }).click();
  await page.getByRole('option', { name: 'per unit', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Price 1', exact: true }).fill((PRICE / 100).toFixed(2));
  await dialog.getByRole('textbox', { name: 'Market Rate 1', exact: true }).fill('150.00');
  await dialog.getByRole('combobox', { name: /Area types/ }).click();
  await page.getByRole('option', { name: 'Kitchen', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).click();
  await expectNoSidewaysScroll(page, 'New service');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Service added.')).toBeVisible();

  // The editor opens on the new service: its first price is in the history, and it may take addons.
  const editor = page.getByRole('dialog', { name: 'Edit service' });
  await expect(editor.getByRole('list', { name: 'Price history' })).toContainText(`- → ${sgd(PRICE)}`);
  await expect(editor.getByRole('button', { name: 'Add addon' })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // The Kitchen area type lists it as offered there (its only area).
  await page.getByRole('tab', { name: 'Area Types' }).click();
  await page.getByRole('button', { name: 'Choose services Kitchen' }).click();
  const areaDialog = page.getByRole('dialog', { name: 'Services offered in Kitchen' });
  await expect(areaDialog.getByRole('checkbox', { name: `${name} (only area)` })).toBeChecked();
  await expectNoSidewaysScroll(page, 'Services offered in Kitchen');
  await areaDialog.getByRole('button', { name: 'Cancel' }).click();

  // A visitor in a fresh browser (no cached catalogue): the kitchen offers it at its price.
  const visitor = await browser.newContext();
  const design = await visitor.newPage();
  await design.goto('/design-now');
  await design.getByLabel('Rooms').click();
  await design.getByRole('option', { name: '4 Rooms' }).click();
  await design.getByRole('button', { name: 'Next' }).click();
  await design.getByRole('button', { name: 'Next' }).click();
  await design
    .getByRole('button', { name: /^Kitchen/ })
    .first()
    .click();
  const offered = design.getByRole('checkbox', { name: new RegExp(name) }).first();
  await expect(design.getByText(`${sgd(PRICE)} / unit`).first()).toBeVisible();
  await offered.check();
  await design.getByRole('button', { name: 'Next' }).click();
  const table = design.getByRole('table', { name: 'Quotation' });
  await expect(table).toContainText(name);
  await expect(table).toContainText(sgd(PRICE));
  await visitor.close();

  // The server prices a new Design Now quotation itself: the new service at the admin's price.
  const client = await freshClient(baseURL);
  const created = await client.post('/api/v1/design-now/projects', {
    data: {
      creation_key: `e2e-new-service-${Date.now()}-${Math.random()}`,
      dnStage: 18,
      first_name: 'Quartz',
      questionnaire: { property_type: 'HDB', property_room: '4 Rooms' },
      checkpoint: {
        step: 'quotation',
        areas: [
          { id: 'kitchen', area_type: 'Kitchen', name: 'Kitchen', floor_area_sqft: 60, perimeter_ft: 32 },
        ],
        choices: [{ area_id: 'kitchen', service_id: await serviceId(page, name) }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const projectId = ((await created.json()) as { result: { _id: string } }).result._id;
  const details = await client.get(`/api/v1/projects/${projectId}/quotation/details`);
  const items = (
    (await details.json()) as {
      result: { items: { name_of: string; price_per_quantity: number; price: number }[] };
    }
  ).result.items;
  expect(items.find((i) => i.name_of === name)).toMatchObject({ price_per_quantity: PRICE, price: PRICE });
  await client.dispose();
});

async function serviceId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/v1/admin/master-services?search=${encodeURIComponent(name)}`);
  const items = ((await res.json()) as { result: { items: { _id: string; name: string }[] } }).result.items;
  const found = items.find((i) => i.name === name);
  expect(found).toBeDefined();
  return found!._id;
}

test('Users > Merchants opens a merchant detail with its profile and projects', async ({ page }) => {
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/users/clients');
  await page.locator('nav a[href="/admin/users/merchants"]').first().click();
  await expect(page).toHaveURL(/\/admin\/users\/merchants$/);
  // A merchant's own link: while the merchants page loads, the clients list (also "Open …") may still show.
  const first = page.locator('a[href^="/admin/users/merchants/"]').first();
  const company = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/admin\/users\/merchants\/[^/]+$/);
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Merchants' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/merchants$/);
});
