import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminContext, fromOutbox } from './outbox.js';

/**
 * Issue 12 journey: the admin creates a merchant and puts it on the demo ongoing project's services;
 * the merchant sets its password, signs in, accepts and advances a milestone; the client sees the
 * merchant on the merchants page and the notice in the bell. Then the project manager creates a
 * project for the demo client, and the client sees it on the project dashboard.
 */

async function signedIn(browser: Browser, identity: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/v1/login', { data: { identity, password } });
  expect(login.ok()).toBe(true);
  return page;
}

const unique = Date.now().toString().slice(-7);
const company = `Kayu Carpentry ${unique}`;
const merchantEmail = `kayu.${unique}@example.sg`;
const merchantPhone = `8${unique}`;
const merchantUen = `2026${unique.slice(-4)}K`; // 8 digits and a letter (ACRA business UEN)

async function ongoingProjectId(admin: Page): Promise<string> {
  const res = await admin.request.get(
    '/api/v1/admin/projects?searchBy=name&search=Ongoing&rowsPerPage=20&page=1',
  );
  const items = ((await res.json()) as { result: { items: { _id: string; name: string }[] } }).result.items;
  const project = items.find((p) => p.name === 'Ongoing Home');
  expect(project, 'the demo ongoing project').toBeTruthy();
  return project!._id;
}

test('admin staffs the ongoing project; the merchant accepts and advances; the client sees it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin@demo.sg');

  // The admin creates the merchant from the back office.
  await admin.goto('/');
  await admin.getByRole('banner').getByRole('link', { name: 'Back Office' }).first().click();
  // Issue 18: the console opens on its Overview.
  await expect(admin.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  // The console's own Merchants entry (Users › Merchants, also named Merchants, lists the same accounts).
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Merchants', exact: true })
    .and(admin.locator('[href="/admin/merchants"]'))
    .click();
  await admin.getByRole('button', { name: 'New Merchant' }).click();
  const form = admin.getByRole('dialog', { name: 'New Merchant' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Required').first()).toBeVisible();
  await form.getByLabel('Company Name').fill(company);
  await form.getByRole('combobox', { name: 'Specialization' }).click();
  await admin.getByRole('option', { name: 'Carpentry Works' }).click();
  await form.getByLabel(/^UEN/).fill(merchantUen);
  await form.getByLabel(/^Phone/).fill(merchantPhone);
  await form.getByLabel(/^Email/).fill(merchantEmail);
  await form.getByLabel('Contact Name').fill('Ahmad Kayu');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    admin.getByText('Merchant created. We sent them an e-mail to set their password.'),
  ).toBeVisible();
  await expect(form).toBeHidden();

  // ... and assigns it to every service of the demo ongoing project.
  const projectId = await ongoingProjectId(admin);
  await admin.goto(`/admin/projects/${projectId}/services`);
  const services = admin.getByRole('region').filter({ has: admin.getByRole('table') });
  await expect(services.first()).toBeVisible();
  const names = await services.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  let assigned = 0;
  for (const name of names) {
    const card = admin.getByRole('region', { name, exact: true });
    const picker = card.getByRole('combobox', { name: `Merchant – ${name}` });
    // A service a merchant has already accepted (the demo data has one) is no longer assignable.
    if ((await picker.count()) === 0) continue;
    await picker.click();
    await admin.getByRole('option', { name: new RegExp(company) }).click();
    await card.getByRole('button', { name: /^(Assign|Reassign)$/ }).click();
    await expect(card).toContainText('Status: Assigned');
    await expect(card.getByRole('combobox', { name: `Merchant – ${name}` })).toContainText(company);
    assigned += 1;
  }
  expect(assigned).toBeGreaterThan(0);

  // The merchant sets a password from its e-mail and signs in.
  const outbox = await demoAdminContext(baseURL);
  const token = await fromOutbox(
    outbox,
    'email',
    merchantEmail,
    (m) => /set-password\?token=([\w%-]+)/.exec(m.body)?.[1],
  );
  const merchant = await (await browser.newContext()).newPage();
  await merchant.goto(`/set-password?token=${token}`);
  await merchant.getByLabel('New password', { exact: true }).fill('Kayu12345');
  await merchant.getByLabel('Confirm password', { exact: true }).fill('Kayu12345');
  await merchant.getByRole('button', { name: 'Save Password' }).click();
  // Saved: the page goes home and asks to sign in with the new password.
  await expect(merchant).toHaveURL(/\/$/);
  const login = await merchant.request.post('/api/v1/login', {
    data: { identity: merchantEmail, password: 'Kayu12345' },
  });
  expect(login.ok()).toBe(true);

  // It lands on its project overview, opens the incoming project and accepts it.
  await merchant.goto('/merchant');
  await expect(merchant).toHaveURL(/\/project$/);
  const incoming = merchant.getByRole('region', { name: 'Incoming Projects' });
  await incoming.getByRole('link', { name: /Ongoing Home/ }).click();
  await expect(merchant.getByRole('heading', { name: 'Ongoing Home', level: 1 })).toBeVisible();
  await merchant.getByRole('tab', { name: 'Scope of Work' }).click();
  await expect(merchant.getByRole('table').first()).toBeVisible();
  await merchant.getByRole('button', { name: 'Accept' }).first().click();
  const confirm = merchant.getByRole('dialog', { name: 'Accept this project?' });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(
    merchant.getByText('Project accepted. You will find it under current projects.'),
  ).toBeVisible();
  await expect(merchant).toHaveURL(new RegExp(`/current-project/${projectId}$`));

  // ... and completes its first milestone, with the day.
  const milestones = merchant.getByRole('region', { name: 'Milestones' }).first();
  await milestones.getByRole('button', { name: 'Complete Deposit' }).click();
  const milestone = merchant.getByRole('dialog', { name: 'Deposit completed' });
  await milestone.getByRole('button', { name: 'Save' }).click();
  await expect(milestone).toBeHidden();
  await expect(milestones.getByRole('button', { name: 'Complete Confirmation' })).toBeVisible();

  // The client sees the merchant on the project's merchants page, with its details.
  const client = await signedIn(browser, 'client@demo.sg');
  await client.goto(`/main-project/${projectId}`);
  await client
    .getByRole('navigation', { name: 'Project navigation' })
    .getByRole('tab', { name: 'Merchants' })
    .click();
  const table = client.getByRole('table', { name: 'Merchants' });
  await expect(table).toContainText(company);
  await table
    .getByRole('button', { name: `Details: ${company}` })
    .first()
    .click();
  await expect(client.getByRole('dialog', { name: company })).toContainText(merchantEmail);
  await client.getByRole('dialog', { name: company }).getByRole('button', { name: 'Close' }).last().click();

  // ... and the notice in the bell.
  await client.getByRole('button', { name: /^Notifications/ }).click();
  const bell = client.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByRole('list', { name: 'Notifications' })).toContainText(company);
});

test('the project manager creates a project for the demo client, who sees it', async ({ browser }) => {
  test.setTimeout(120_000);
  const pm = await signedIn(browser, 'pm@demo.sg');
  await pm.goto('/');
  await pm.getByRole('button', { name: 'Account menu' }).click();
  await pm.getByRole('menuitem', { name: 'Profile Dashboard' }).click();
  await expect(pm).toHaveURL(/\/add-project$/);
  await expect(pm.getByRole('heading', { name: 'Add Project', level: 1 })).toBeVisible();
  await pm.getByLabel('Email or Mobile number').fill('nobody.here@example.sg');
  await pm.getByRole('button', { name: 'Find' }).click();
  await expect(pm.getByText('No client found with this email or mobile number.')).toBeVisible();
  await pm.getByLabel('Email or Mobile number').fill('client@demo.sg');
  await pm.getByRole('button', { name: 'Find' }).click();
  await expect(pm.getByText(/client@demo\.sg/)).toBeVisible();
  const name = `PM Home ${unique}`;
  await pm.getByLabel('Project Name (optional)').fill(name);
  await pm.getByLabel('Renovation Address').fill('Blk 88 Tampines Ave 5');
  await pm.getByLabel('Renovation Postal Code').fill('520088');
  // The optional quotation, built with the Design Now engine's steps.
  await pm.getByRole('switch', { name: 'Add a quotation (optional)' }).check();
  await pm.getByRole('button', { name: /For Whole House/ }).click();
  await pm.getByRole('checkbox', { name: /Post-renovation cleaning/ }).check();
  await pm.getByRole('button', { name: 'Create Project' }).click();
  await expect(pm.getByText(/Project created!/)).toBeVisible();
  await pm.getByRole('link', { name: 'View Project' }).click();
  await expect(pm.getByRole('heading', { name, level: 1 })).toBeVisible();
  const projectId = decodeURIComponent(new URL(pm.url()).pathname.split('/')[3] ?? '');

  const client = await signedIn(browser, 'client@demo.sg');
  await client.goto('/main-project');
  await expect(client.getByText(name)).toBeVisible({ timeout: 20_000 });
  await client.goto(`/other-project/${projectId}/quotation`);
  await expect(client.getByText(/Post-renovation cleaning/).first()).toBeVisible({ timeout: 20_000 });
});
