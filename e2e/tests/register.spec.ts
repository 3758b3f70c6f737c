import { expect, test } from '@playwright/test';
import { demoAdminContext, fromOutbox } from './outbox.js';
import { gotoHydrated } from './hydrated.js';

test('a visitor from TikTok registers, verifies the number and the e-mail, signs out and in by mobile', async ({
  page,
  baseURL,
}) => {
  // The whole journey (two dialogs, two outbox reads, sign-out and sign-in) outlasts the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const email = `new-${stamp}@e2e.sg`;
  const mobile = `9${stamp}`;
  const admin = await demoAdminContext(baseURL);

  // The lead parameter is stored on page load and sent with the registration.
  await gotoHydrated(page, '/?lead=tt');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByRole('combobox', { name: 'Salutation' }).click();
  await page.getByRole('option', { name: 'Ms' }).click();
  await form.getByLabel('First Name').fill('Wei Ling');
  await form.getByLabel('Last Name').fill('Tan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill('Start1234');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Start1234');
  // The dialog may still be settling after its fields change: check until it holds.
  const terms = form.getByRole('checkbox', { name: /Terms & Conditions/ });
  await expect(async () => {
    await terms.check();
    await expect(terms).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await form.getByRole('button', { name: 'Register', exact: true }).click();

  const verify = page.getByRole('dialog', { name: 'Verify Number' });
  await expect(verify.getByRole('button', { name: /^Code Sent \d\d:\d\d$/ })).toBeDisabled();
  await verify.getByRole('button', { name: 'Next' }).click();
  await expect(verify.getByText('Please verify the phone number')).toBeVisible();
  const code = await fromOutbox(
    admin,
    'sms',
    `65${mobile}`,
    (m) => /Your EZreno verification code is (\d{6})/.exec(m.body)?.[1],
  );
  await verify.getByPlaceholder('6 digit code').fill(code);
  await expect(verify.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await verify.getByRole('button', { name: 'Next' }).click();
  const done = page.getByRole('dialog', { name: 'Thank You' });
  await expect(done.getByText(email)).toBeVisible();
  await done.getByRole('button', { name: 'Go to Dashboard' }).click();

  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Wei Ling', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();

  // TikTok visitors get the TikTok welcome (spec §9); its link verifies the e-mail.
  const link = await fromOutbox(admin, 'email', email, (m) =>
    m.templateName === 'verify_email_tt' ? /verify-email\?token=[\w%-]+/.exec(m.body)?.[0] : undefined,
  );
  await page.goto(`/${link}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.goto('/client-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Wei Ling', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeHidden();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email or Mobile number').fill(mobile);
  await signIn.getByLabel('Password', { exact: true }).fill('Start1234');
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Wei Ling', level: 1 })).toBeVisible();
  await admin.dispose();
});
