import { expect, test } from '@playwright/test';

test('on a phone the scope step keeps the totals in view while scope is ticked', async ({ page }) => {
  await page.goto('/design-now-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('checkbox', { name: /Homogeneous floor tiles 600 x 600/ })
    .first()
    .check();
  const total = page.getByTestId('total-Total Price').first();
  await expect(total).toContainText('$2,502.50');
  await expect(total).toBeInViewport();
  // Nothing runs off the side of the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
