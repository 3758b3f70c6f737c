import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

test.describe('public site on a phone', () => {
  test('the press section shows 10 logos and no quotes; the gallery is one column', async ({ page }) => {
    await gotoHydrated(page, '/');
    const press = page.getByRole('region', { name: 'As featured in' });
    await press.scrollIntoViewIfNeeded();
    // Spec §9: "4 quotes desktop, 10 logos mobile".
    await expect(press.getByRole('img').filter({ visible: true })).toHaveCount(10);
    await expect(press.getByRole('blockquote')).toHaveCount(0);

    await gotoHydrated(page, '/projects');
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  });
});
