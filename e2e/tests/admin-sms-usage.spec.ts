import { expect, test } from '@playwright/test';

/** Issue 15 item 3: an admin reaches SMS Usage from the admin navigation and reads today's SMS. */
test('an admin opens SMS Usage from the navigation and sees the SMS of today beside the daily budget', async ({
  page,
}) => {
  // A registration sends one verification code today.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const registered = await page.request.post('/api/v1/register', {
    data: {
      salutation: 'Ms',
      first_name: 'Sms',
      last_name: 'Tester',
      email: `sms-${stamp}@e2e.sg`,
      handphone_no: `9${stamp}`,
      password: 'Start1234',
      confirm_password: 'Start1234',
      terms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
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
