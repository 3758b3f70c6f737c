import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './outbox.js';

/**
 * Issue 12 item 4 with the spec's "Dreamboard": the demo client pins a photo tagged with a service on the
 * ongoing project, and the project's merchant reads it on its current project.
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

test('the client pins a tagged photo on the dreamboard and the merchant sees it', async ({ browser }) => {
  test.setTimeout(120_000);
  const comment = `Warm oak feature wall ${Date.now()}`;
  const client = await signedIn(browser, 'client@demo.sg');
  const list = await client.request.get('/api/v1/client-projects?rowsPerPage=50&page=1');
  const projects = ((await list.json()) as { result: { items: { _id: string; name: string }[] } }).result
    .items;
  const ongoing = projects.find((p) => p.name === 'Ongoing Home');
  expect(ongoing, 'the demo ongoing project').toBeTruthy();
  const id = ongoing!._id;

  await client.goto(`/other-project/${id}`);
  await client
    .getByRole('navigation', { name: 'Project navigation' })
    .getByRole('tab', { name: 'Dreamboard' })
    .click();
  await expect(client.getByRole('heading', { name: 'Dreamboard', level: 1 })).toBeVisible();
  await client.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = client.getByRole('dialog', { name: 'Upload Photo' });
  await dialog.getByLabel('Photo').setInputFiles({ name: 'oak.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('oak.png')).toBeVisible();
  // No service yet: the spec's message, and nothing is saved.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Update failed! Please tag a service')).toBeVisible();
  await dialog.getByLabel(/Services/).click();
  await client.getByRole('option').first().click();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(client.getByRole('list', { name: 'Dreamboard' })).toBeVisible();

  const merchant = await signedIn(browser, 'merchant@demo.sg');
  await merchant.goto(`/current-project/${id}/dreamboard`);
  await expect(merchant.getByText(comment)).toBeVisible({ timeout: 20_000 });
  await expect(merchant.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
});
