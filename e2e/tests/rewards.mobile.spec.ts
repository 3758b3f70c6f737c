import { expect, test, type Page } from '@playwright/test';
import { registerFreshClient } from './fresh-client.js';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Issue 16 on a 390 px phone: the rewards, voucher and shop pages never scroll sideways. */
test('the rewards pages fit a phone, and the shop filter is a Product Filter dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await registerFreshClient(page.request, {
    prefix: 'rewards-phone',
    firstName: 'Jun',
    lastName: 'Phone',
    salutation: 'Mr',
  });

  await page.goto('/joinclub');
  await expect(page.getByRole('heading', { name: 'My Rewards' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Refer a friend')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/voucher');
  await expect(
    page
      .getByRole('button', { name: 'Go to design Now' })
      .or(page.getByRole('link', { name: 'Go to design Now' })),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/shopez');
  await expect(page.getByText(/\d+ items/)).toBeVisible({ timeout: 20_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Product Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Product Filter' });
  await dialog.getByRole('checkbox', { name: /Kitchen/ }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^[1-9] items?$/)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/shopez/checkout');
  await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 20_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
