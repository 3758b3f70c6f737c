import { expect, test, type Page } from '@playwright/test';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Issue 18 on a 390 px phone: the back office's own pages never scroll sideways. */
test('the back office pages fit a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const clients = await (
    await page.request.get('/api/v1/admin/clients?searchBy=email&search=client@demo.sg')
  ).json();
  const clientId: string = clients.result.items[0]._id;
  for (const [path, heading] of [
    ['/admin/overview', 'Overview'],
    ['/admin/admin-group', 'Admin Group'],
    ['/admin/admin-permission', 'Admin Permission'],
    ['/admin/announcement', 'Announcement'],
    ['/admin/users/clients', 'Clients'],
    [`/admin/users/clients/${clientId}`, 'Wei Ling'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
});
