import { expect, test } from '@playwright/test';

/**
 * Spec "Dashboard phase text" (calendar) and §9 "Calendar": the demo stage-3 project (deposit and 10%
 * approved) has a seeded time schedule; its calendar opens on the dashboard and on its time-schedule
 * page, weeks starting Monday, with the meetings, PP windows and stage ends.
 */
test('the demo stage-3 project shows its calendar on the dashboard and the time-schedule page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v1/login', {
    data: { identity: 'client@demo.sg', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const list = (await (await page.request.get('/api/v1/client-projects')).json()) as {
    result: { items: { _id: string; name: string; latestPayment: { stage: number } | null }[] };
  };
  const ongoing = list.result.items.find((p) => p.name === 'Ongoing Home');
  expect(ongoing).toBeDefined();

  await page.goto('/client-dashboard');
  const carousel = page.getByRole('region', { name: 'Your Projects' });
  await carousel.getByRole('button', { name: /Ongoing Home/ }).click();
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByText('Pay 10% to see your calendar')).toHaveCount(0);
  const schedule = calendar.getByRole('list', { name: 'Schedule' });
  await expect(schedule.getByText('Meeting 1')).toBeVisible({ timeout: 20_000 });
  await expect(schedule.getByText('PP start (40% payment)')).toBeVisible();
  await expect(schedule.getByText('Stage 4 end')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'Monday');

  await calendar.getByRole('link', { name: 'Time Schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/main-project/${ongoing!._id}/time-schedule$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Time Schedule: Ongoing Home' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Schedule' }).getByRole('listitem')).toHaveCount(12);
  await expect(
    page.getByRole('gridcell', { name: /Meeting 1|PP start|PP end|Stage \d end/ }).first(),
  ).toBeVisible();

  // A project without a schedule, before its deposit is approved: the stage gate.
  const checkout = list.result.items.find((p) => p.name === 'Checkout Home');
  if (checkout && checkout.latestPayment === null) {
    await page.goto(`/other-project/${checkout._id}/time-schedule`);
    await expect(page.getByText('Pay 2nd Progressive Payment to unlock this feature')).toBeVisible();
  }
});
