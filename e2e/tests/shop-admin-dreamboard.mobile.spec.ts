import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './outbox.js';
import { expectNoHorizontalOverflow } from './quotation-layout.js';

/** The Shopez admin, the dreamboard and Add Project's quotation fit a 390 px phone without sideways scrolling. */

test('the Shopez admin tabs and the product editor fit a phone', async ({ page }) => {
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  for (const tab of ['', '/categories', '/brands', '/banners', '/orders']) {
    await page.goto(`/admin/shop${tab}`);
    await expect(page.getByRole('heading', { name: 'Shopez', level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.goto('/admin/shop');
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByRole('dialog', { name: 'New product' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the dreamboard fits a phone for the client', async ({ page }) => {
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'client@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const list = await page.request.get('/api/v1/client-projects?rowsPerPage=50&page=1');
  const items = ((await list.json()) as { result: { items: { _id: string; name: string }[] } }).result.items;
  const ongoing = items.find((p) => p.name === 'Ongoing Home');
  expect(ongoing).toBeTruthy();
  await page.goto(`/other-project/${ongoing!._id}/dreamboard`);
  await expect(page.getByRole('heading', { name: 'Dreamboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Photo' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('Add Project with its quotation fits a phone for the project manager', async ({ page }) => {
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'pm@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/add-project');
  await page.getByRole('switch', { name: 'Add a quotation (optional)' }).check();
  await expect(page.getByRole('button', { name: /For Whole House/ })).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(page);
});

test('the merchant sends a support request from a phone and sees it listed', async ({ page }) => {
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'general@demo.sg', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const subject = `Site access ${Date.now()}`;
  await page.goto('/merchant/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The condo needs a work permit before Monday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(subject).first()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(page);
});
