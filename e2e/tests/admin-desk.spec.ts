import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './outbox.js';

/** Issue 18 items 6 to 8: the support inbox, transactions, calendar and generator of the full admin. */
const signIn = async (page: Page, identity: string) => {
  const res = await page.request.post('/api/v1/login', { data: { identity, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
};

test('a client asks for support, the admin replies, the client reads the reply', async ({ browser }) => {
  const subject = `Invoice question ${Date.now()}`;
  const client = await browser.newPage();
  await signIn(client, 'client@demo.sg');
  await client.goto('/support');
  await expect(client.getByRole('heading', { name: 'Support Page', level: 1 })).toBeVisible();
  const form = client.getByRole('form', { name: 'Support Page' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Where can I download my deposit invoice?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByText('Your request has been sent. Our admin will get back to you.')).toBeVisible();
  const mine = client.getByRole('article', { name: subject });
  await expect(mine.getByLabel('Status: Open')).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, 'admin@demo.sg');
  await admin.goto('/admin/support');
  await admin.getByRole('button', { name: subject }).click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Reply is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reply' }).fill('It is on the Completed tab of your project.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Reply sent.')).toBeVisible();
  await expect(dialog.getByText('Status: Answered')).toBeVisible();

  await client.reload();
  await expect(client.getByRole('article', { name: subject })).toContainText(
    'It is on the Completed tab of your project.',
  );
  await expect(client.getByRole('article', { name: subject }).getByLabel('Status: Answered')).toBeVisible();
});

test('the admin lists transactions and exports them, sees the calendar and generates a quotation', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.sg');
  await page.goto('/admin/transaction');
  await expect(page.getByRole('heading', { name: 'Transaction', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Transaction' });
  await expect(grid).toContainText('Progressive Payment');
  const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const csv = await page.request.get(csvHref ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toContain('Transaction no');

  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Generator' }).first().click();
  await expect(page.getByRole('heading', { name: 'Generator', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .waitFor();
  const chooseButtons = page.getByRole('button', { name: /^Choose / });
  const count = await chooseButtons.count();
  let href: string | null = null;
  for (let i = 0; i < count && !href; i += 1) {
    await chooseButtons.nth(i).click();
    const quotation = page.getByRole('link', { name: 'Quotation', exact: true });
    const none = page.getByText('No document can be generated for this project yet.');
    await expect(quotation.or(none)).toBeVisible();
    if (await quotation.isVisible()) href = await quotation.getAttribute('href');
  }
  expect(href).toBeTruthy();
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
