import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

/** Issue 7: the Services menu's pop-ups, the free e-book itself, the footer's privacy link, the video. */
test.describe('public site extras', () => {
  test('Free E-book opens over the current page, and the thank-you state links the PDF', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/learn');
    // The pre-rendered page answers clicks once hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'Free E-book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Renovation E-book' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/learn$/);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Marcus Lim');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`marcus.${Date.now()}@example.sg`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const download = dialog.getByRole('link', { name: 'Download the e-book (PDF)' });
    await expect(download).toBeVisible();
    const href = await download.getAttribute('href');
    const pdf = await request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain('(The EZreno Renovation Guide)');
  });

  test('the footer privacy link lands on "Information collected"', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoHydrated(page, '/faq');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/terms&condition\/privacy_policy#information-collected$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Information collected' })).toBeInViewport();
  });

  test('the intro video loads nothing until played, and its files are served', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    const sources = await video
      .locator('source')
      .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
    for (const src of sources) expect((await request.get(src)).ok()).toBe(true);
    const captions = await (await request.get('/video/ezreno-intro.en.vtt')).text();
    expect(captions).toContain('$100,000');
  });
});
