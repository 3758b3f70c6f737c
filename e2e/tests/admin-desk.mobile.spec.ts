import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './outbox.js';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Issue 18 on a phone: the back-office pages and the client's Support Page never scroll sideways. */
test('the back-office pages fit a phone', async ({ page }) => {
  await page.request.post('/api/v1/login', { data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD } });
  for (const [path, heading] of [
    ['/admin/master-services', 'Master Services'],
    ['/admin/transaction', 'Transaction'],
    ['/admin/calendar', 'Calendar'],
    ['/admin/generator', 'Generator'],
    ['/admin/support', 'Support'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto('/admin/master-services');
  await page.getByLabel('Search services').fill('Homogeneous floor');
  await page
    .getByRole('button', { name: /^Edit Homogeneous floor tiles/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Edit service' }).getByRole('textbox', { name: 'Price 1', exact: true }),
  ).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('the client Support Page fits a phone', async ({ page }) => {
  await page.request.post('/api/v1/login', { data: { identity: 'client@demo.sg', password: DEMO_PASSWORD } });
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support Page', level: 1 })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
