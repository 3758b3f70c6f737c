import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

test.describe('web shell on a phone', () => {
  test('the header collapses into a menu that reaches every item, and nothing overflows sideways', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Reviews', exact: true })).toBeHidden();
    await header.getByRole('button', { name: /open menu/i }).click();
    const drawer = page.getByRole('dialog');
    for (const item of ['Reviews', 'Newsroom', 'Guarantee', 'Learn', 'Rewards']) {
      await expect(drawer.getByRole('link', { name: item, exact: true }).first()).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Reviews', exact: true }).first().click();
    // /about/reviews comes with the public-site issue; until then it lands on /404 like any unknown path.
    await expect(page).toHaveURL(/\/(about\/reviews|404)$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
