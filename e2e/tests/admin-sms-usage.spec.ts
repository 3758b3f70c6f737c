import { expect, test } from '@playwright/test';
import { registerFreshClient } from './fresh-client.js';

/** Issue 15 item 3: an admin reaches SMS Usage from the admin navigation and reads today's SMS. */
test('an admin opens SMS Usage from the navigation and sees the SMS of today beside the daily budget', async ({
  page,
}) => {
  // A registration sends one verification code today.
  await registerFreshClient(page.request, { prefix: 'sms', firstName: 'Sms' });
  await page.context().clearCookies();
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'admin@demo.sg', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/admin/outbox');
  await page.getByRole('link', { name: 'SMS Usage' }).click();
  await expect(page).toHaveURL(/\/admin\/sms-usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Usage' })).toBeVisible();
  await expect(page.getByText(/^Today: [1-9]\d* of 100,000 SMS \(daily budget\)$/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'SMS per day' }).getByRole('row');
  // The header and the last 30 days.
  await expect(rows).toHaveCount(31);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(rows).toHaveCount(8);
});
