import { expect, test, type Page } from '@playwright/test';

const signIn = async (page: Page, identity: string) => {
  await page.context().clearCookies();
  const login = await page.request.post('/api/v1/login', { data: { identity, password: 'Demo1234' } });
  expect((await login.json()).success).toBe(true);
};

test.describe('the back office (issue 18)', () => {
  test('the payments-only admin sees only Payment Review and cannot open other areas', async ({ page }) => {
    await signIn(page, 'payments@demo.sg');
    await page.goto('/admin');
    // The admin shell decides where /admin leads once the area's code and /auth/me are in; with every
    // worker busy at the end of a full run that took longer than 5 s once.
    await expect(page).toHaveURL(/\/admin\/payments$/, { timeout: 15_000 });
    const nav = page.getByRole('navigation', { name: 'Dashboard' }).first();
    await expect(nav.getByRole('link')).toHaveText(['Payment Review']);
    for (const area of [
      '/admin/master-services',
      '/admin/overview',
      '/admin/admin-group',
      '/admin/users/clients',
    ]) {
      await page.goto(area);
      await expect(page).toHaveURL(/\/401$/);
    }
    // The server refuses too, whatever the screen shows.
    expect((await page.request.get('/api/v1/admin/overview')).status()).toBe(403);
    expect((await page.request.get('/api/v1/admin/payments')).status()).toBe(200);
  });

  test('the full admin lands on Overview and posts an announcement the demo client sees once', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.sg');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByTestId('overview-receipts')).toBeVisible();

    const title = `Holiday hours ${Date.now()}`;
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link', { name: 'Announcement' })
      .click();
    await expect(page.getByRole('heading', { name: 'Announcement', level: 1 })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('Our office is closed on Friday; payments are reviewed on Monday.');
    await page.getByRole('combobox', { name: 'Audience' }).click();
    await page.getByRole('option', { name: 'Clients' }).click();
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText('Announcement posted.')).toBeVisible();
    await expect(page.getByTestId('announcement').filter({ hasText: title })).toBeVisible();

    await signIn(page, 'client@demo.sg');
    await page.goto('/client-dashboard');
    const banner = page.getByTestId('announcement-banner').filter({ hasText: title });
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    const notices = await (await page.request.get('/api/v1/notifications')).json();
    expect(notices.result.items.map((n: { content: string }) => n.content).join('\n')).toContain(title);
  });
});
