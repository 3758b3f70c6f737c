import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { registerFreshClient, signInByApi } from './fresh-client.js';
import { DEMO_PASSWORD } from './outbox.js';

/**
 * Issue 18 item 4: the full admin changes a service price in Master Services; a new Design Now
 * quotation uses it while a saved one keeps its old price. Its own data: a fresh client, and a service
 * (marble floor polishing) that no other journey prices, so parallel journeys see no change.
 */
const SERVICE_ID = 'floor-marble-polish';
const SERVICE_NAME = 'Marble floor polishing';
const LIVING_SQFT = 100;

async function freshClient(baseURL: string | undefined): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const { email } = await registerFreshClient(client, {
    prefix: 'catalogue',
    firstName: 'Marble',
    salutation: 'Mr',
  });
  await signInByApi(client, email);
  return client;
}

/** A Design Now project saved at stage 18 (its quotation lines are stored): a 100 sqft living room polished. */
async function savedQuotation(client: APIRequestContext): Promise<string> {
  const res = await client.post('/api/v1/design-now/projects', {
    data: {
      creation_key: `e2e-marble-${Date.now()}-${Math.random()}`,
      dnStage: 18,
      first_name: 'Marble',
      questionnaire: { property_type: 'HDB', property_room: '4 Rooms' },
      checkpoint: {
        step: 'quotation',
        areas: [
          {
            id: 'living',
            area_type: 'Living',
            name: 'Living',
            floor_area_sqft: LIVING_SQFT,
            perimeter_ft: 40,
          },
        ],
        choices: [{ area_id: 'living', service_id: SERVICE_ID }],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { _id: string } }).result._id;
}

async function marbleLine(client: APIRequestContext, projectId: string) {
  const res = await client.get(`/api/v1/projects/${projectId}/quotation/details`);
  expect(res.ok(), await res.text()).toBe(true);
  const items = (
    (await res.json()) as {
      result: { items: { service_id: string; price_per_quantity: number; price: number }[] };
    }
  ).result.items;
  const line = items.find((i) => i.service_id === SERVICE_ID);
  expect(line).toBeDefined();
  return line!;
}

const sgd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('the full admin changes a service price: a new quotation uses it, a saved one keeps its own', async ({
  page,
  baseURL,
}) => {
  const client = await freshClient(baseURL);
  const savedId = await savedQuotation(client);
  const saved = await marbleLine(client, savedId);

  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  // The price now, read rather than assumed, so a retry on the same server still changes it.
  expect(saved.price_per_quantity).toBeGreaterThan(0);
  const newPrice = saved.price_per_quantity + 75;

  await page.goto('/admin/payments');
  await page.getByRole('link', { name: 'Master Services' }).first().click();
  await expect(page).toHaveURL(/\/admin\/master-services$/);
  await expect(page.getByRole('heading', { name: 'Master Services', level: 1 })).toBeVisible();
  await page.getByLabel('Search services').fill('Marble floor');
  await page.getByRole('button', { name: `Edit ${SERVICE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit service' });
  const price1 = dialog.getByRole('textbox', { name: 'Price 1', exact: true });
  await expect(price1).toHaveValue((saved.price_per_quantity / 100).toFixed(2));

  // A price that is not money is refused in the spec's words before anything is sent.
  await price1.fill('three');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Price must be a number.')).toBeVisible();

  await price1.fill((newPrice / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved.')).toBeVisible();
  const history = dialog.getByRole('list', { name: 'Price history' });
  await expect(history).toContainText(`${sgd(saved.price_per_quantity)} → ${sgd(newPrice)}`);
  await expect(history).toContainText('Priya Nair');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('grid', { name: 'Services' })).toContainText(sgd(newPrice));

  // A new Design Now quotation is priced with the new price; the saved one keeps the price it was saved with.
  const fresh = await marbleLine(client, await savedQuotation(client));
  expect(fresh.price_per_quantity).toBe(newPrice);
  expect(fresh.price).toBe(newPrice * LIVING_SQFT);
  expect(await marbleLine(client, savedId)).toEqual(saved);
  await client.dispose();
});

test('a client cannot open Master Services', async ({ page }) => {
  await page.request.post('/api/v1/login', { data: { identity: 'client@demo.sg', password: DEMO_PASSWORD } });
  await page.goto('/admin/master-services');
  await expect(page).toHaveURL(/\/401$/);
  expect((await page.request.get('/api/v1/admin/master-services')).status()).toBe(403);
});
