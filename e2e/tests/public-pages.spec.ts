import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

/** Issue 7: every long-form public route renders its page heading (content seeded into the database). */
const routes: [path: string, heading: string][] = [
  ['/terms&condition', 'Terms & Conditions'],
  ['/terms&condition/privacy_policy', 'Privacy Policy'],
  ['/about', 'About Us'],
  ['/about/newsroom', 'Newsroom'],
  ['/about/reviews', 'Reviews'],
  ['/about/partners', 'Be Our Partner'],
  ['/about/stickers', 'Stickers'],
  ['/about/loans', 'Renovation Loan'],
  ['/about/guarantee', 'Guarantee'],
  ['/about/media', 'Media'],
  ['/services', 'Services'],
  ['/services/quotation-doctor', 'Quotation Doctor'],
  ['/services/quotationdr-start', 'Consult Now'],
  ['/services/ask-a-pro', 'Ask a Pro'],
  ['/learn', 'Learn'],
  ['/learn/articles', 'Articles'],
  ['/learn/articles/hdb-renovation-permit-guide', 'HDB Renovation Permits: What Needs Approval'],
  ['/learn/services', 'Services'],
  ['/learn/services/carpentry', 'Carpentry'],
  ['/learn/materials', 'Materials'],
  ['/learn/materials/vinyl-flooring', 'Vinyl Flooring'],
  ['/rewards', 'Rewards'],
  ['/thank-you-page', 'Thank You!'],
  ['/construction', 'Under Construction'],
  ['/instant-connect', 'Instant Connect'],
];

test.describe('public pages', () => {
  for (const [path, heading] of routes) {
    test(`${path} renders its heading`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }

  test('the loan and guarantee pages quote the spec numbers', async ({ page }) => {
    await gotoHydrated(page, '/about/loans');
    await expect(page.getByText('Interest rate: 4.18% a year.')).toBeVisible();
    await expect(page.getByText('Singapore citizens and permanent residents aged 21 to 59.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Our renovation loan bank partner' })).toBeVisible();
    await gotoHydrated(page, '/about/guarantee');
    await expect(page.getByRole('heading', { level: 1, name: 'Guarantee' })).toBeVisible();
    await expect(page.getByText(/up to \$100,000/).first()).toBeVisible();
  });

  test('the privacy-policy anchor scrolls to "Information collected"', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoHydrated(page, '/terms&condition/privacy_policy#information-collected');
    await expect(page.getByRole('heading', { level: 2, name: 'Information collected' })).toBeInViewport();
  });

  test('the rewards anchors scroll to EZcash and Referral', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoHydrated(page, '/rewards#referral');
    await expect(page.getByRole('heading', { level: 2, name: 'Referral' })).toBeInViewport();
    await gotoHydrated(page, '/rewards#ezcash');
    await expect(page.getByRole('heading', { level: 2, name: 'EZcash' })).toBeInViewport();
  });
});

/** A one-page PDF: the upload is checked by its bytes, so it must really be one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a Quotation Doctor upload reaches the admin outbox', async ({ page }) => {
  await page.request.post('/api/v1/login', { data: { identity: 'client@demo.sg', password: 'Demo1234' } });
  await gotoHydrated(page, '/services/quotation-doctor');
  const form = page.getByRole('form', { name: 'Quotation Doctor' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('client@demo.sg');
  await form.getByLabel('Your quotation (PDF or image)').setInputFiles({
    name: 'renovation-quotation.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form
    .getByRole('textbox', { name: /Anything we should look at/ })
    .fill('Is the carpentry priced fairly?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

  await page.request.post('/api/v1/login', { data: { identity: 'admin@demo.sg', password: 'Demo1234' } });
  await gotoHydrated(page, '/admin/outbox');
  await expect(page.getByText('New Quotation Doctor request').first()).toBeVisible();
});
