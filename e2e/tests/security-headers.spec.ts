import { expect, type Page, test } from '@playwright/test';
import { floorplanPdf } from './floorplan-pdf.js';
import { FRESH_PASSWORD, registerFreshClient, signInByApi } from './fresh-client.js';
import { gotoHydrated } from './hydrated.js';

/**
 * Issue 15 item 7: the app works under its Content-Security-Policy. Every page visited here records the
 * browser's CSP violations (the `securitypolicyviolation` event and the console's "Refused to …"
 * errors); none may occur on the home page, the Sign In dialog, Design Now with a PDF floorplan
 * (pdf.js and its worker), a client's project and its quotation PDF preview (pdf.js again).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);

async function registerClient(page: Page) {
  const { email } = await registerFreshClient(page.request, { prefix: 'csp', firstName: 'Csp' });
  return email;
}

test('the home page, Sign In and Design Now with a PDF floorplan run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const home = await gotoHydrated(page, '/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(home?.headers()['x-frame-options']).toBe('DENY');

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  // As design-now-floorplan.spec.ts: a visitor starts Design Now and signs in when asked.
  await page.goto('/design-now-2');
  await page.getByRole('button', { name: 'Next' }).click();
  const email = await registerClient(page);
  await page.getByRole('button', { name: 'Use my floorplan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or Mobile number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByTestId('floorplan-file')
    .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: await floorplanPdf() });
  await expect(page.getByText('Drag over the plan to crop it.')).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test("a client's project and its quotation PDF preview run without a CSP violation", async ({ page }) => {
  const violations = await watchCsp(page);
  const email = await registerClient(page);
  await signInByApi(page.request, email);
  const res = await page.request.post('/api/v1/design-now/projects', {
    data: {
      creation_key: `csp-${stamp()}`,
      dnStage: 18,
      first_name: 'Csp',
      questionnaire: { property_type: 'HDB', property_room: '4 Rooms' },
      checkpoint: {
        step: 'quotation',
        areas: [
          { id: 'living', area_type: 'Living', name: 'Living', floor_area_sqft: 100, perimeter_ft: 40 },
        ],
        choices: [{ area_id: 'living', service_id: 'floor-homogeneous' }],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = ((await res.json()) as { result: { _id: string } }).result._id;

  await page.goto(`/main-project/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Project Information/ })).toBeVisible();
  await page.getByRole('link', { name: 'View Quotation' }).click();
  const preview = page.getByRole('region', { name: 'Quotation PDF' });
  await expect(preview.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
