import { expect, test, type Page } from '@playwright/test';
import { photo, setUp } from './approvals-setup.js';

/** Issue 14 on a phone: the completion form and the approval tab fit without sideways scrolling. */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('completion and approval pages fit a phone', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { client, merchant, projectId, services } = await setUp(browser, baseURL);
  await merchant.setViewportSize({ width: 390, height: 844 });
  await client.setViewportSize({ width: 390, height: 844 });
  await merchant.goto(`/current-project/${projectId}`);
  const card = merchant.getByRole('region', { name: 'Completion' }).getByLabel(services, { exact: true });
  await card.getByLabel('What was done').fill('Done');
  await card.locator('input[type=file]').setInputFiles(photo('done.png'));
  await expect(card.getByRole('img', { name: /Add photos of the finished work 1/ })).toBeVisible();
  await noSidewaysScroll(merchant);
  await card.getByRole('button', { name: 'Mark as completed' }).click();
  await merchant
    .getByRole('dialog', { name: 'Mark as completed' })
    .getByRole('button', { name: 'Mark as completed' })
    .click();
  await expect(
    merchant.getByText('Marked as completed. The client has been asked to approve.'),
  ).toBeVisible();

  await client.goto(`/main-project/${projectId}/approval/pending-approval`);
  await expect(
    client.getByLabel(services, { exact: true }).getByRole('button', { name: 'Approve' }),
  ).toBeVisible();
  await noSidewaysScroll(client);
  await client.getByLabel(services, { exact: true }).getByRole('button', { name: 'Hold Payment' }).click();
  await expect(client.getByRole('dialog', { name: 'Hold payment' })).toBeVisible();
  await noSidewaysScroll(client);
});
