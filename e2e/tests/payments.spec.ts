import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerFreshClient, signInByApi } from './fresh-client.js';

/** A real 1×1 PNG: the server checks the bytes of every receipt image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: PNG };

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/v1/login', { data: { identity: email, password: 'Demo1234' } });
  expect(login.ok()).toBe(true);
  return page;
}

/** A demo project of the client that is ready for checkout (the demo data seeds one). */
/**
 * A new quoted project of the demo client, for this journey alone: other journeys (approvals) also
 * create and pay projects of the demo client, so picking "a draft ready for checkout" could race them.
 */
async function projectReadyForCheckout(page: Page, firstName = 'Payments'): Promise<string> {
  const res = await page.request.post('/api/v1/design-now/projects', {
    data: {
      creation_key: `payments-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      dnStage: 18,
      first_name: firstName,
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
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { _id: string } }).result._id;
}

/** Spec "Dashboard phase text", read where the client reads it: the client dashboard. */
async function expectPhaseText(client: Page, text: string) {
  await client.goto('/client-dashboard');
  await expect(client.getByRole('region', { name: 'Renovation phase' })).toContainText(text, {
    timeout: 20_000,
  });
}

async function review(admin: Page, projectId: string, decision: 'Approve' | 'Decline', note?: string) {
  await admin.goto('/admin/payments');
  await expect(admin.getByRole('heading', { name: 'Payment Review', level: 1 })).toBeVisible();
  await admin.getByLabel('Project ID').fill(projectId);
  const table = admin.getByRole('table', { name: 'Payment Review' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Review' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /Receipt for INV-/ })).toBeVisible();
  if (note) await dialog.getByLabel('Note to the client').fill(note);
  await dialog.getByRole('button', { name: decision }).click();
  await expect(
    admin.getByText(decision === 'Approve' ? 'Payment approved.' : 'Payment declined.'),
  ).toBeVisible();
}

test('deposit by PayNow, admin approves; stage 2 declined, paid again', async ({ browser }) => {
  test.setTimeout(120_000);
  const client = await signedIn(browser, 'client@demo.sg');
  const admin = await signedIn(browser, 'admin@demo.sg');
  const projectId = await projectReadyForCheckout(client);

  // Checkout of the $150 deposit.
  await client.goto(`/main-project/${projectId}/checkout`);
  await expect(client.getByRole('img', { name: /PayNow QR code for INV-\d{6}/ })).toBeVisible();
  await expect(client.getByText(/UEN \*+345K/)).toBeVisible();
  const submit = client.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await client.getByRole('textbox', { name: 'Transaction number' }).fill('E2E-0001');
  await client.getByLabel('Receipt image').setInputFiles(receipt);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(client.getByText('Receipt submited. We will review on it shortly.')).toBeVisible();
  // The deposit is Paid: the newest payment entry of the client is this one, at stage 1.
  await expectPhaseText(client, 'Your project is in the process of being confirmed');

  await review(admin, projectId, 'Approve');
  // Approved at stage 1: the client is in Phase 1.
  await expectPhaseText(client, 'You are currently in Phase 1 of your renovation');
  await expect(client.getByText('Talking with a representative')).toBeVisible();

  await client.goto(`/main-project/${projectId}/transactions/progressive-payment`);
  const table = client.getByRole('table', { name: 'Progressive Payment' });
  await expect(table.getByRole('row').nth(1)).toContainText('Approved');
  await expect(table.getByRole('row').nth(2)).toContainText('Unpaid');

  // Stage 2, declined by the admin.
  const payStage2 = async (transactionNo: string) => {
    await table.getByRole('button', { name: 'Pay 10% of quotation minus 150' }).click();
    const dialog = client.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /PayNow QR code/ })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Transaction number' }).fill(transactionNo);
    await dialog.getByLabel('Receipt image').setInputFiles(receipt);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(client.getByText('Receipt submited. We will review on it shortly.')).toBeVisible();
    await expect(table.getByRole('row').nth(2)).toContainText('Verifying');
  };
  await payStage2('E2E-0002');
  await expectPhaseText(client, 'You are in Phase 2 and your 10% payment is being verified');
  await client.goto(`/main-project/${projectId}/transactions/progressive-payment`);
  await review(admin, projectId, 'Decline', 'Not found in our bank account');

  await client.reload();
  await expect(client.getByText(/marked this payment as not received/)).toContainText(
    'Not found in our bank account',
  );
  const chat = client.getByRole('link', { name: 'chat with our representative' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(table.getByRole('row').nth(2)).toContainText('Declined');
  await payStage2('E2E-0003');
});

/**
 * A freshly registered client: the other journeys read the demo client's newest payment (the phase
 * text), so a receipt of this journey must not be the demo client's.
 */
async function newClient(browser: Browser): Promise<{ page: Page; email: string; stamp: string }> {
  const page = await (await browser.newContext()).newPage();
  const { email, stamp } = await registerFreshClient(page.request, { prefix: 'search', firstName: 'Search' });
  await signInByApi(page.request, email);
  return { page, email, stamp };
}

test('the admin finds a waiting receipt by project name and by client e-mail', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page: client, email, stamp } = await newClient(browser);
  const admin = await signedIn(browser, 'admin@demo.sg');
  // A name no other journey uses, so the search finds this receipt alone.
  const name = `Frangipani${stamp}`;
  const projectId = await projectReadyForCheckout(client, name);
  await client.goto(`/main-project/${projectId}/checkout`);
  await client.getByRole('textbox', { name: 'Transaction number' }).fill('E2E-SEARCH');
  await client.getByLabel('Receipt image').setInputFiles(receipt);
  await client.getByRole('button', { name: 'Submit' }).click();
  await expect(client.getByText('Receipt submited. We will review on it shortly.')).toBeVisible();

  await admin.goto('/admin/payments');
  const table = admin.getByRole('table', { name: 'Payment Review' });
  await admin.getByRole('searchbox', { name: 'Search' }).fill(name.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await expect(table.getByRole('row').nth(1)).toContainText('Search Tester');
  await expect(admin.getByText('1–1 of 1')).toBeVisible();

  // By client: the client's e-mail finds the same receipt; an unknown one finds nothing.
  await admin.getByRole('combobox', { name: 'Search by' }).click();
  await admin.getByRole('option', { name: 'Client name or e-mail' }).click();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(`nobody-${stamp}@e2e.sg`);
  await expect(admin.getByText('No Data Found!')).toBeVisible();
});
