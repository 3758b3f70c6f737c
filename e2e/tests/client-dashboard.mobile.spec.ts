import { expect, test } from '@playwright/test';

test.describe('client dashboards on a phone', () => {
  test('the dashboard and the project dashboard fit the screen', async ({ page }) => {
    test.setTimeout(90_000);
    const login = await page.request.post('/api/v1/login', {
      data: { identity: 'client@demo.sg', password: 'Demo1234' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const stamp = `${Date.now()}`.slice(-6);
    const created = await page.request.post('/api/v1/design-now/projects', {
      data: {
        creation_key: `e2e-dashboard-mobile-${stamp}`,
        dnStage: 3,
        first_name: `Phone${stamp}`,
        questionnaire: { property_type: 'HDB', property_room: '5 Rooms', budget: 5_000_000 },
        checkpoint: {},
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto('/client-dashboard');
    await expect(page.getByRole('region', { name: 'Quotation Total' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('button', { name: 'VIEW QUOTATION', exact: true })
        .or(page.getByRole('link', { name: 'VIEW QUOTATION', exact: true })),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto('/main-project');
    await expect(page.getByText(`Phone${stamp} Home`)).toBeVisible({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
