import { type ProjectPayments, paymentMessages as m } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { PaymentPanelPage } from './progressive-payment-page';
import { paymentTexts as t } from './payments-texts';

const row = (
  stage: number,
  patch: Partial<ProjectPayments['rows'][number]>,
): ProjectPayments['rows'][number] => ({
  stage,
  name:
    stage === 1
      ? '$150'
      : stage === 2
        ? '10% of quotation minus 150'
        : `${[0, 0, 0, 40, 45, 5][stage]}% of quotation`,
  invoice_id: null,
  invoice_number: null,
  invoice_date: null,
  due_date: null,
  status: 'Not Received',
  label: 'Not Received',
  amount_cents: 10_000,
  paid_date: null,
  action_enabled: false,
  declined_note: null,
  ...patch,
});

const declinedProject: ProjectPayments = {
  project_id: 'p1',
  project_name: "Wei Ling's Project",
  quotation_total_cents: 2_000_000,
  payment_stage: 2,
  can_checkout: false,
  first_payment_status: 'Approved',
  can_pay_next: true,
  pay_next_label: '10% of the quotation',
  rows: [
    row(1, {
      status: 'Approved',
      label: 'Approved',
      amount_cents: 15_000,
      invoice_id: 'i1',
      invoice_number: 'INV-000001',
      paid_date: '2026-11-02T02:00:00.000Z',
      due_date: '2026-11-08T02:00:00.000Z',
    }),
    row(2, {
      status: 'Declined',
      label: 'Declined',
      amount_cents: 185_000,
      invoice_id: 'i2',
      invoice_number: 'INV-000002',
      due_date: '2026-11-09T02:00:00.000Z',
      action_enabled: true,
      declined_note: 'Not in our account',
    }),
    row(3, {}),
    row(4, {}),
    row(5, {}),
  ],
  payment_statuses: [],
  is_feature_unlocked: true,
};

const renderPanel = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/main-project/:id/transactions/progressive-payment"
        element={<PaymentPanelPage tab="progressive" />}
      />
      <Route path="/main-project/:id/transactions/completed" element={<PaymentPanelPage tab="completed" />} />
    </Routes>,
    { route: path },
  );

describe('PaymentPanelPage', () => {
  it('lists the stages with due dates and statuses, enables Pay only for the declined row, shows the declined message with the chat link', async () => {
    mockApi({ 'GET /projects/p1/payments': () => ok(declinedProject) });
    renderPanel('/main-project/p1/transactions/progressive-payment');
    const table = await screen.findByRole('table', { name: t.tabs.progressive });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Progressive PaymentDue DateStatusPayable AmountAction');
    expect(rows[1]).toHaveTextContent('$150');
    expect(rows[1]).toHaveTextContent('08/11/2026');
    expect(rows[2]).toHaveTextContent('Declined');
    expect(rows[2]).toHaveTextContent('$1,850.00');
    expect(within(rows[1]!).getByRole('button', { name: /Pay \$150/ })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: /Pay 10% of quotation minus 150/ })).toBeEnabled();
    expect(within(rows[3]!).getByRole('button', { name: /Pay 40%/ })).toBeDisabled();
    expect(screen.getByText(/marked this payment as not received/)).toHaveTextContent('Not in our account');
    // The chat is the company's chat app (the footer's WhatsApp link), in a new tab.
    const chat = screen.getByRole('link', { name: m.declinedPaymentChatLink });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6588001234\?text=/));
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener');
  });

  it('opens the payment modal for the declined stage', async () => {
    mockApi({ 'GET /projects/p1/payments': () => ok(declinedProject) });
    const user = userEvent.setup();
    renderPanel('/main-project/p1/transactions/progressive-payment');
    const table = await screen.findByRole('table', { name: t.tabs.progressive });
    await user.click(within(table).getByRole('button', { name: /Pay 10% of quotation minus 150/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Payment: 10% of quotation minus 150');
  });

  it('shows Verifying for a stage waiting for the admin', async () => {
    const waiting = {
      ...declinedProject,
      can_pay_next: false,
      pay_next_label: 'Verifying',
      rows: declinedProject.rows.map((r) =>
        r.stage === 2
          ? {
              ...r,
              status: 'Pending' as const,
              label: 'Verifying',
              action_enabled: false,
              declined_note: null,
            }
          : r,
      ),
    };
    mockApi({ 'GET /projects/p1/payments': () => ok(waiting) });
    renderPanel('/main-project/p1/transactions/progressive-payment');
    const table = await screen.findByRole('table', { name: t.tabs.progressive });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Verifying');
    expect(screen.getByRole('button', { name: 'Verifying' })).toBeDisabled();
    expect(screen.queryByText(/marked this payment as not received/)).not.toBeInTheDocument();
  });

  it('lists approved payments on the Completed tab', async () => {
    mockApi({ 'GET /projects/p1/payments': () => ok(declinedProject) });
    renderPanel('/main-project/p1/transactions/completed');
    const table = await screen.findByRole('table', { name: t.tabs.completed });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('S/nCategoryServicesAmountPayment DateAction');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('1Progressive Payment$150$150.0002/11/2026');
  });

  it('locks the Completed tab until stage 2 or a time schedule exists', async () => {
    mockApi({
      'GET /projects/p1/payments': () =>
        ok({ ...declinedProject, payment_stage: 1, is_feature_unlocked: false }),
    });
    renderPanel('/main-project/p1/transactions/completed');
    expect(await screen.findByText('Pay 2nd Progressive Payment to unlock this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Payment' })).toHaveAttribute(
      'href',
      '/main-project/p1/transactions/progressive-payment',
    );
    expect(screen.queryByRole('table', { name: t.tabs.completed })).not.toBeInTheDocument();
  });
});
