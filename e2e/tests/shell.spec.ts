import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

test.describe('web shell', () => {
  test('the home page shows the header and the footer with the spec links', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    for (const item of [
      'Reviews',
      'Newsroom',
      'Guarantee',
      'Be Our Partner',
      'Quotation Dr',
      'Renovation Loan',
      'Learn',
      'Rewards',
      'Dogeez',
    ]) {
      await expect(header.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Start designing your dream home today!')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(footer.getByRole('link', { name: /terms/i }).first()).toHaveAttribute(
      'href',
      '/terms&condition',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
  });

  test('an unknown path lands on /404 and /home on /', async ({ page }) => {
    await gotoHydrated(page, '/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await gotoHydrated(page, '/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer Design Now button records a ViewContent event and goes to Design Now', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /design now/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/(design-now-2|404)$/);
    const events = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    );
    expect(events).toContain('ViewContent');
  });
});

test.describe('API platform', () => {
  test('health answers the driver and migration state; unknown API paths answer JSON 404', async ({
    request,
  }) => {
    const health = await request.get('/api/v1/health');
    expect(health.ok()).toBe(true);
    const body = await health.json();
    expect(body).toMatchObject({
      success: true,
      result: { driver: 'pglite', migrations: { upToDate: true } },
    });
    const missing = await request.get('/api/v1/does-not-exist');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).success).toBe(false);
  });

  test('OpenAPI documentation is served at /api/docs', async ({ page }) => {
    const res = await page.goto('/api/docs');
    expect(res?.ok()).toBe(true);
    const spec = await page.request.get('/api/docs/json');
    expect(Object.keys((await spec.json()).paths)).toContain('/api/v1/health');
  });
});
