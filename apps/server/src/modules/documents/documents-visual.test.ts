import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  quotationFixture,
  receiptFixture,
  registeredIssuer,
} from './document-fixtures.test-helpers.js';
import { renderInvoicePdf } from './invoice-document.js';
import { pixelDifference, renderFirstPage } from './pdf-reader.test-helpers.js';
import { renderQuotationPdf } from './quotation-pdf.js';
import { renderReceiptPdf } from './receipt-document.js';

/**
 * Issue 17 "Visual check": page 1 of each document, rendered by pdf.js with the embedded fonts, against
 * a committed reference. A layout regression (a block moved, a column lost, a font changed) moves far
 * more than the tolerance; anti-aliasing differences between machines stay well under it.
 * After an intended layout change: UPDATE_DOCUMENT_REFERENCES=1 npx vitest run --project server documents-visual
 * and look at the new images before committing them.
 */
const TOLERANCE = 0.002;
const reference = (name: string) => fileURLToPath(new URL(`./reference/${name}.png`, import.meta.url));

const documents = {
  quotation: () => renderQuotationPdf(quotationFixture(registeredIssuer, true)),
  invoice: () => renderInvoicePdf(invoiceFixture(registeredIssuer)),
  receipt: () => renderReceiptPdf(receiptFixture(registeredIssuer)),
};

describe('page 1 of each document looks as it did', () => {
  for (const [name, render] of Object.entries(documents)) {
    it(name, async () => {
      const png = await renderFirstPage(await render());
      const path = reference(name);
      if (process.env.UPDATE_DOCUMENT_REFERENCES === '1' || !existsSync(path)) {
        if (process.env.CI) throw new Error(`No reference image ${path}; make it locally and commit it.`);
        writeFileSync(path, png);
      }
      const difference = await pixelDifference(png, readFileSync(path));
      expect(difference).toBeLessThan(TOLERANCE);
    });
  }

  it('would notice a layout change', async () => {
    // Fewer lines: the totals and the schedule move up onto page 1.
    const other = await renderFirstPage(await renderQuotationPdf(quotationFixture(registeredIssuer)));
    const difference = await pixelDifference(other, readFileSync(reference('quotation')));
    expect(difference).toBeGreaterThan(TOLERANCE * 5);
  });
});
