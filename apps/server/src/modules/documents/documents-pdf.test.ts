import { describe, expect, it } from 'vitest';
import {
  invoiceFixture,
  quotationFixture,
  receiptFixture,
  registeredIssuer,
  unregisteredIssuer,
} from './document-fixtures.test-helpers.js';
import { renderInvoicePdf } from './invoice-document.js';
import { pdfPagesText } from './pdf-reader.test-helpers.js';
import { renderQuotationPdf } from './quotation-pdf.js';
import { renderReceiptPdf } from './receipt-document.js';

/** The documents read back as text, the way a client's PDF viewer or an auditor's search would. */
describe('quotation PDF', () => {
  it('names the issuer with UEN, GST registration, address and contact, the client, number and dates', async () => {
    const [page1] = await pdfPagesText(await renderQuotationPdf(quotationFixture(registeredIssuer)));
    expect(page1).toContain('EZreno Pte. Ltd.');
    expect(page1).toContain('UEN 201912345K');
    expect(page1).toContain('GST Reg. No. M2-1234567-8');
    expect(page1).toContain('1 Demo Road, #01-01, Singapore 123456');
    expect(page1).toContain('hello@ezreno.sg +65 8800 1234');
    expect(page1).toContain('QUOTATION Q-2026-000123');
    expect(page1).toContain('Ms Tan Mei Ling');
    expect(page1).toContain('Blk 123 Tampines Street 11, #05-67, Singapore 521123');
    expect(page1).toContain('Issue date: 02/03/2026 Valid until: 01/04/2026');
  });

  it('states the totals with the 9% GST they contain, and each stage’s GST', async () => {
    // Lines: $1,265.00 + $270.00 + $4,680.00 + $450.00 = $6,665.00; GST 6,665 × 9/109 = $550.32.
    const text = (await pdfPagesText(await renderQuotationPdf(quotationFixture(registeredIssuer)))).join(' ');
    expect(text).toContain('Total excluding GST $6,114.68');
    expect(text).toContain('GST 9% $550.32');
    expect(text).toContain('Total Price (including GST) $6,665.00');
    // Stages $150.00, $516.50, $2,666.00, $2,999.25, $333.25. Rounded alone their GST is 12.39 + 42.65
    // + 220.13 + 247.64 + 27.52 = $550.33; the 45% stage gives the cent back, so they add up to $550.32.
    expect(text).toContain('1 $150 $12.39 $150.00');
    expect(text).toContain('2 10% of quotation minus 150 $42.65 $516.50');
    expect(text).toContain('3 40% of quotation $220.13 $2,666.00');
    expect(text).toContain('4 45% of quotation $247.63 $2,999.25');
    expect(text).toContain('5 5% of quotation $27.52 $333.25');
    expect(text).toContain('include 9% GST');
  });

  it('shows no GST at all when the issuer is not GST-registered', async () => {
    const text = (await pdfPagesText(await renderQuotationPdf(quotationFixture(unregisteredIssuer)))).join(
      ' ',
    );
    expect(text).toContain('UEN 201912345K');
    expect(text).toContain('Total Price $6,665.00');
    expect(text).not.toMatch(/GST/);
  });

  it('repeats the table header and the group on every page, numbers the pages, ends with the acceptance block', async () => {
    const pages = await pdfPagesText(await renderQuotationPdf(quotationFixture(registeredIssuer, true)));
    expect(pages.length).toBeGreaterThan(1);
    const header = 'Item Quantity Unit Price per Unit Price';
    expect(pages[0]).toContain(header);
    expect(pages[1]).toContain(`EZreno Pte. Ltd. Quotation Q-2026-000123 ${header}`);
    expect(pages[1]).toMatch(/Item Quantity Unit Price per Unit Price \w[\w &]+ · [\w ]+ \(continued\)/);
    pages.forEach((page, n) => expect(page).toContain(`Page ${n + 1} of ${pages.length}`));
    const last = pages.at(-1) ?? '';
    expect(last).toContain('By signing below, the client accepts quotation Q-2026-000123');
    expect(last).toContain('Accepted by the client Ms Tan Mei Ling Signature Name Date');
    expect(last).toContain('For and on behalf of EZreno Pte. Ltd.');
  });

  it('never prints the internal project id', async () => {
    const text = (await pdfPagesText(await renderQuotationPdf(quotationFixture(registeredIssuer)))).join(' ');
    expect(text).not.toMatch(/[a-z0-9]{24}/);
  });
});

describe('invoice PDF', () => {
  it('is a tax invoice with the GST stated separately when the issuer is registered', async () => {
    const [page] = await pdfPagesText(await renderInvoicePdf(invoiceFixture(registeredIssuer)));
    expect(page).toContain('TAX INVOICE INV-000042');
    expect(page).toContain('UEN 201912345K GST Reg. No. M2-1234567-8');
    expect(page).toContain('Invoice date: 09/03/2026 Due date: 16/03/2026 Quotation: Q-2026-000123');
    expect(page).toContain('Bill to'.toUpperCase());
    // $940.00 contains 940 × 9/109 = $77.61.
    expect(page).toContain('Total excluding GST $862.39 GST 9% $77.61 Total due (including GST) $940.00');
  });

  it('states the GST figure it is given (a stage repeating the quotation’s split)', async () => {
    const invoice = { ...invoiceFixture(registeredIssuer), gstCents: 7_760 };
    const [page] = await pdfPagesText(await renderInvoicePdf(invoice));
    expect(page).toContain('Total excluding GST $862.40 GST 9% $77.60');
  });

  it('is a plain invoice with no GST when the issuer is not registered', async () => {
    const [page] = await pdfPagesText(await renderInvoicePdf(invoiceFixture(unregisteredIssuer)));
    expect(page).toContain('INVOICE INV-000042');
    expect(page).toContain('Total due $940.00');
    expect(page).not.toMatch(/GST|TAX INVOICE/);
  });
});

describe('receipt PDF', () => {
  it('acknowledges the payment against its invoice', async () => {
    const [page] = await pdfPagesText(await renderReceiptPdf(receiptFixture(registeredIssuer)));
    expect(page).toContain('RECEIPT RA-2026-000007');
    expect(page).toContain('For invoice: INV-000042');
    expect(page).toContain('Payment received on 11/03/2026 by PayNow, transaction TXN-20260311-0042');
    expect(page).toContain('GST 9% $77.61 Amount received (including GST) $940.00');
  });
});
