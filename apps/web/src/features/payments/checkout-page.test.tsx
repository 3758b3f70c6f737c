import { type ProjectPayments, paymentMessages as m } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { FakeXhr } from '../../test/fake-xhr';
import { renderWithProviders } from '../../test/render';
import { CheckoutPage } from './checkout-page';
import { paymentTexts as t } from './payments-texts';

const payments = (patch: Partial<ProjectPayments>): ProjectPayments => ({
  project_id: 'p1',
  project_name: "Wei Ling's Project",
  quotation_total_cents: 2_000_000,
  payment_stage: 1,
  can_checkout: true,
  first_payment_status: null,
  can_pay_next: false,
  pay_next_label: null,
  rows: [],
  payment_statuses: [],
  is_feature_unlocked: false,
  ...patch,
});

const renderCheckout = () =>
  renderWithProviders(
    <Routes>
      <Route path="/main-project/:id/checkout" element={<CheckoutPage />} />
    </Routes>,
    { route: '/main-project/p1/checkout' },
  );

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:r', revokeObjectURL: () => undefined }),
  );
});

describe('CheckoutPage', () => {
  it('is closed once the deposit is Paid, with links to the payments and the quotation', async () => {
    mockApi({
      'GET /projects/p1/payments': () => ok(payments({ can_checkout: false, first_payment_status: 'Paid' })),
    });
    renderCheckout();
    expect(await screen.findByText(t.checkoutDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.viewPayments })).toHaveAttribute(
      'href',
      '/main-project/p1/transactions/progressive-payment',
    );
  });

  it('shows "Receipt submited. We will review on it shortly." after a successful submission', async () => {
    let paid = false;
    mockApi({
      'GET /projects/p1/payments': () =>
        ok(payments(paid ? { can_checkout: false, first_payment_status: 'Paid' } : {})),
      'GET /projects/p1/payments/1/paynow': () =>
        ok({
          invoice_id: 'i1',
          invoice_number: 'INV-000001',
          stage: 1,
          amount_cents: 15_000,
          qr_png: 'data:image/png;base64,AAAA',
          recipient_text: 'Pay to EZRENO PTE LTD (UEN ******345K) by PayNow',
        }),
      'POST /projects/p1/checkout': () => {
        paid = true;
        return ok({
          receipt_id: 'r1',
          invoice_number: 'INV-000001',
          stage: 1,
          status: 'Paid',
          admin_notes: m.needAdminApprove,
        });
      },
    });
    FakeXhr.respond = (xhr) =>
      xhr.reply(200, {
        success: true,
        result: {
          _id: 'f1',
          category: 'payment_receipt',
          originalName: 'r.png',
          mimeType: 'image/png',
          sizeBytes: 4,
          width: 1,
          height: 1,
          resourceURI: '/api/v1/files/f1',
        },
      });
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByAltText(/QR code for INV-000001/);
    await user.type(screen.getByRole('textbox', { name: t.transactionNo }), 'TXN-9');
    await user.upload(
      screen.getByLabelText(t.receiptImage),
      new File([new Uint8Array([1])], 'r.png', { type: 'image/png' }),
    );
    const submit = screen.getByRole('button', { name: t.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(m.receiptSubmitted)).toBeInTheDocument();
  }, 20_000);
});
