import { expect, test, type Page } from '@playwright/test';
import { photo, setUp } from './approvals-setup.js';

/**
 * Issue 14 journey, on data of its own (approvals-setup.ts). Through the screens: the merchant
 * completes the service with a photo, the client holds it with a photo, the admin sends it back, the
 * merchant completes again, the client approves, the admin records the transfer and the merchant sees
 * it among its completed transactions.
 */
async function complete(merchant: Page, projectId: string, services: string, note: string) {
  await merchant.goto(`/current-project/${projectId}`);
  const card = merchant.getByRole('region', { name: 'Completion' }).getByLabel(services, { exact: true });
  await card.getByLabel('What was done').fill(note);
  await card.locator('input[type=file]').setInputFiles(photo('done.png'));
  await expect(card.getByRole('img', { name: /Add photos of the finished work 1/ })).toBeVisible();
  await card.getByRole('button', { name: 'Mark as completed' }).click();
  await merchant
    .getByRole('dialog', { name: 'Mark as completed' })
    .getByRole('button', { name: 'Mark as completed' })
    .click();
  await expect(
    merchant.getByText('Marked as completed. The client has been asked to approve.'),
  ).toBeVisible();
}

test('complete, hold with a photo, resolve, complete again, approve, pay out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { client, admin, merchant, projectId, services, company, stamp } = await setUp(browser, baseURL);

  await complete(merchant, projectId, services, 'Homogeneous tiles laid.');

  // The client holds it, with a photo of the defect.
  await client.goto(`/main-project/${projectId}/approval/pending-approval`);
  const card = client.getByLabel(services, { exact: true });
  await expect(card.getByText(/Released automatically on/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of the finished work 1' })).toBeVisible();
  await card.getByRole('button', { name: 'Hold Payment' }).click();
  const hold = client.getByRole('dialog', { name: 'Hold payment' });
  await hold.getByRole('button', { name: 'Hold Payment' }).click();
  await expect(hold.getByText('Please choose the type of the issue')).toBeVisible();
  await expect(hold.getByText('Please describe your issue')).toBeVisible();
  await hold.getByRole('combobox', { name: 'Type of the issue' }).click();
  await client.getByRole('option', { name: 'Has a lot of defects' }).click();
  await hold.getByLabel('Describe your issue').fill('Two hollow tiles by the door.');
  await hold.locator('input[type=file]').setInputFiles(photo('defect.png'));
  await expect(hold.getByRole('img', { name: 'Add photos 1' })).toBeVisible();
  await hold.getByLabel('I do not agree to release the payment to the merchant yet.').check();
  await hold.getByRole('button', { name: 'Hold Payment' }).click();
  await expect(client.getByText('Payment on hold. Our admin will contact you.')).toBeVisible();
  await expect(card.getByText('On hold')).toBeVisible();

  // The admin sends it back to the merchant.
  await admin.goto('/admin/holds');
  await expect(admin.getByRole('heading', { name: 'Payment Holds', level: 1 })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: 'Resolve' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve the hold' });
  await resolve.getByLabel('Note').fill('Merchant will replace the two tiles.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await admin
    .getByRole('dialog', { name: 'Resolve the hold' })
    .last()
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(admin.getByText('Hold resolved.')).toBeVisible();

  // The client sees the outcome; the merchant fixes it and completes again.
  await client.reload();
  await expect(card.getByText('Merchant is fixing it')).toBeVisible();
  await expect(card.getByText(/Merchant will replace the two tiles/)).toBeVisible();
  await complete(merchant, projectId, services, 'Two tiles replaced.');

  // The client approves.
  await client.reload();
  await card.getByRole('button', { name: 'Approve' }).click();
  const approve = client.getByRole('dialog', { name: 'Approve payment' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(
    approve.getByText('Please tick that you agree to release the payment to the merchant.'),
  ).toBeVisible();
  await approve.getByLabel('I agree to release the payment for this work to the merchant.').check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(client.getByText('Payment released to the merchant.')).toBeVisible();
  await client.goto(`/main-project/${projectId}/approval/approved`);
  const approvedCard = client.getByLabel(services, { exact: true });
  await expect(approvedCard.getByText('Approved')).toBeVisible();
  // After handover the client rates the merchant (spec §3 "Merchant review").
  const review = approvedCard.getByRole('region', { name: `Review ${company}` });
  await review.locator('label').filter({ hasText: '4 Stars' }).click();
  await review.getByLabel('Comment').fill('Fixed the tiles quickly.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(approvedCard.getByText('Thank you for your review.')).toBeVisible();

  // The admin records the transfer.
  await admin.goto('/admin/payouts');
  const payable = admin.getByRole('row').filter({ hasText: company });
  await payable.getByRole('button', { name: 'Record transfer' }).click();
  const payout = admin.getByRole('dialog', { name: 'Record transfer' });
  await payout.getByLabel('Bank reference').fill(`DBS-${stamp}`);
  await payout.getByRole('button', { name: 'Record transfer' }).click();
  await admin
    .getByRole('dialog', { name: 'Record transfer' })
    .last()
    .getByRole('button', { name: 'Record transfer' })
    .click();
  await expect(admin.getByText('Payout recorded.')).toBeVisible();

  // The merchant sees it.
  await merchant.goto('/transactions/completed');
  await expect(merchant.getByRole('table', { name: 'Transfers to you' })).toContainText(`DBS-${stamp}`);
});
