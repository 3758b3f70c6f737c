import { amountMustEqualDueMessage, paymentMessages as m } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { FakeXhr } from '../../test/fake-xhr';
import { renderWithProviders } from '../../test/render';
import { paymentTexts as t } from './payments-texts';
import { ReceiptForm } from './receipt-form';

const paynow = (stage: number) => ({
  invoice_id: 'inv1',
  invoice_number: 'INV-000042',
  stage,
  amount_cents: stage === 1 ? 15_000 : 123_456,
  qr_png: 'data:image/png;base64,AAAA',
  recipient_text: 'Pay to EZRENO PTE LTD (UEN ******345K) by PayNow',
});
const stored = {
  _id: 'file1',
  category: 'payment_receipt',
  originalName: 'receipt.png',
  mimeType: 'image/png',
  sizeBytes: 5,
  width: 10,
  height: 10,
  resourceURI: '/api/v1/files/file1',
};
const submitted = {
  receipt_id: 'r1',
  invoice_number: 'INV-000042',
  stage: 1,
  status: 'Paid',
  admin_notes: m.needAdminApprove,
};

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined }),
  );
  FakeXhr.respond = (xhr) => xhr.reply(200, { success: true, result: stored });
});

const receiptFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

describe('ReceiptForm (checkout)', () => {
  it('shows the QR and masked recipient, keeps Submit disabled until a receipt is uploaded, then sends it', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/payments/1/paynow': () => ok(paynow(1)),
      'POST /projects/p1/checkout': () => ok(submitted),
    });
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ReceiptForm projectId="p1" stage={1} variant="checkout" onSubmitted={onSubmitted} />,
    );
    expect(await screen.findByAltText(/QR code for INV-000042/)).toBeInTheDocument();
    expect(screen.getByText(/UEN \*\*\*\*\*\*345K/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.amount })).toHaveValue('150.00');
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toBeDisabled();

    await user.upload(screen.getByLabelText(t.receiptImage), receiptFile());
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(m.transactionNumberRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/checkout')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: t.transactionNo }), 'TXN-1');
    await user.clear(screen.getByRole('textbox', { name: t.amount }));
    await user.type(screen.getByRole('textbox', { name: t.amount }), '15,00');
    await user.click(submit);
    expect(await screen.findByText(m.transactionAmountInvalid)).toBeInTheDocument();

    // Decision 010: a receipt claims exactly the amount due; $0.01 is refused here, before sending.
    await user.clear(screen.getByRole('textbox', { name: t.amount }));
    await user.type(screen.getByRole('textbox', { name: t.amount }), '0.01');
    await user.click(submit);
    expect(await screen.findByText(amountMustEqualDueMessage('$150.00'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/checkout')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: t.amount }));
    await user.type(screen.getByRole('textbox', { name: t.amount }), '$150.00');
    await user.click(submit);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/projects/p1/checkout')).toEqual([
      { transactionNo: 'TXN-1', amount: '$150.00', receiptFileId: 'file1' },
    ]);
  }, 20_000);

  it('shows the server refusal and stays on the form', async () => {
    mockApi({
      'GET /projects/p1/payments/1/paynow': () => ok(paynow(1)),
      'POST /projects/p1/checkout': () => fail(409, m.awaitingApproval),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReceiptForm projectId="p1" stage={1} variant="checkout" onSubmitted={vi.fn()} />);
    await screen.findByAltText(/QR code/);
    await user.type(screen.getByRole('textbox', { name: t.transactionNo }), 'TXN-1');
    await user.upload(screen.getByLabelText(t.receiptImage), receiptFile());
    const submit = screen.getByRole('button', { name: t.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(m.awaitingApproval)).toBeInTheDocument();
  });
});

describe('ReceiptForm (progressive payment modal)', () => {
  it('needs the receipt and the transaction number for Next, and says "amount required!" for an empty amount', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/payments/2/paynow': () => ok(paynow(2)),
      'POST /projects/p1/payments/2/receipts': () => ok({ ...submitted, stage: 2 }),
    });
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReceiptForm projectId="p1" stage={2} variant="modal" onSubmitted={onSubmitted} />);
    await screen.findByAltText(/QR code/);
    const next = screen.getByRole('button', { name: t.next });
    await user.upload(screen.getByLabelText(t.receiptImage), receiptFile());
    await waitFor(() => expect(screen.getByText(t.replaceReceipt)).toBeInTheDocument());
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: t.transactionNo }), 'TXN-2');
    expect(next).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: t.amount }));
    await user.click(next);
    expect(await screen.findByText(m.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t.amount }), '1234.56');
    await user.click(next);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBodies(fetchMock, '/projects/p1/payments/2/receipts')).toEqual([
      { transactionNo: 'TXN-2', amount: '1234.56', receiptFileId: 'file1' },
    ]);
  });
});
