import { expect, test } from '@playwright/test';

test.describe('admin Outbox', () => {
  test('an admin reads the e-mail and SMS outbox', async ({ page }) => {
    const login = await page.request.post('/api/v1/login', {
      data: { identity: 'admin@demo.sg', password: 'Demo1234' },
    });
    expect((await login.json()).result.role).toBe('admin');
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a visitor is asked to sign in and a client is turned away', async ({ page }) => {
    await page.goto('/admin/outbox');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.request.post('/api/v1/login', { data: { identity: 'client@demo.sg', password: 'Demo1234' } });
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/401$/);
    const api = await page.request.get('/api/v1/admin/outbox?channel=email');
    expect(api.status()).toBe(403);
  });
});
