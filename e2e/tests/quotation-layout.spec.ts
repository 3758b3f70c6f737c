import { expect, test } from '@playwright/test';
import {
  CARPENTRY_MATERIALS,
  expectNoHorizontalOverflow,
  expectWithinWidth,
  openDesignNowQuotation,
  signInDemoClient,
} from './quotation-layout.js';

/** Issue 17 item 3 on a 1366 px desktop: the quotation pages fit, every column is reachable. */
test.use({ viewport: { width: 1366, height: 768 } });

for (const area of ['main-project', 'other-project']) {
  test(`the ${area} quotation page fits 1366 px with every column, the PDF preview and Share To Email`, async ({
    page,
  }) => {
    const id = await signInDemoClient(page);
    await page.goto(`/${area}/${id}/quotation`);
    const table = page.getByRole('table', { name: 'Quotation' });
    // A first visit loads the client area's code: allow for a slow machine.
    await expect(table).toContainText('Hacking & Flooring Works', { timeout: 20_000 });
    await expect(page.getByTestId('quotation-number')).toHaveText(/^Q-\d{4}-\d{6}$/);
    await expectNoHorizontalOverflow(page);
    for (const column of ['Item', 'Quantity', 'Unit', 'Price per Unit', 'Market Price', 'Price']) {
      await expectWithinWidth(page, table.getByRole('columnheader', { name: column, exact: true }));
    }
    await expectWithinWidth(page, table.getByRole('button', { name: /^More actions:/ }).first());

    // The preview is drawn from the same-origin PDF, page by page.
    const pages = page.getByTestId('quotation-pdf-pages').getByRole('img');
    await expect(pages.first()).toHaveAttribute('aria-label', /^Page 1 of \d+$/, { timeout: 20_000 });
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // Share To Email opens its form; the demo client sends nothing here (the server tests send).
    await page.getByRole('button', { name: 'Share To Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share To Email' });
    await expect(dialog.getByLabel(/Recipient email/)).toBeFocused();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the Design Now quotation step fits 1366 px with its Price column', async ({ page }) => {
  await openDesignNowQuotation(page);
  const table = page.getByRole('table', { name: 'Quotation' });
  await expect(table).toContainText('For Whole House');
  await expectNoHorizontalOverflow(page);
  await expectWithinWidth(page, table.getByRole('columnheader', { name: 'Price', exact: true }));
  await table.getByRole('button', { name: CARPENTRY_MATERIALS }).hover();
  await expect(page.getByRole('tooltip')).toContainText(CARPENTRY_MATERIALS);
});
