import {
  type ProjectVariationOrders,
  type VariationOrderView,
  variationOrderMessages as m,
} from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { VariationOrderPage } from './variation-order-page';

const summary = {
  quotation_cents: 2_000_000,
  accepted_variation_orders_cents: 0,
  contract_value_cents: 2_000_000,
  paid_cents: 15_000,
  under_review_cents: 0,
  remaining_cents: 1_985_000,
};
const order: VariationOrderView = {
  _id: 'o1',
  project_id: 'p1',
  project_service_id: 's1',
  services: 'Carpentry Works',
  merchant_id: 'm1',
  merchant_name: 'Lion City Renovation',
  origin: 'client',
  status: 'Pending',
  is_priced: true,
  amount_cents: 24_550,
  lines: [
    {
      area: 'Kitchen',
      items: 'Socket',
      quantity: 1,
      description_of_work: 'Add a socket',
      price_cents: 24_550,
      unit: '1',
      wastage_percent: 0,
      required_time_days: 0,
      warranty_days: 7,
      competitor_price: 1,
      amount_cents: 24_550,
    },
  ],
  decline_reason: null,
  invoice_number: null,
  invoice_date: null,
  receipt: null,
  created: '2026-11-20T02:00:00.000Z',
  paid_at: null,
  approved_at: null,
  completed_at: null,
};
const page = (items: VariationOrderView[]): ProjectVariationOrders => ({
  project_id: 'p1',
  project_name: "Wei Ling's Project",
  summary,
  services: [
    { project_service_id: 's1', services: 'Carpentry Works', merchant_name: 'Lion City Renovation' },
  ],
  items,
});
const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/main-project/:id/transactions/variation-order" element={<VariationOrderPage />} />
    </Routes>,
    { route: '/main-project/p1/transactions/variation-order' },
  );

describe('VariationOrderPage (issue 13)', () => {
  it('shows the empty state, and creates a request only once every field is filled', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/variation-orders': () => ok(page([])),
      'POST /projects/p1/variation-orders': () => ok(order),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(m.noVariationOrders)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contract summary' })).toHaveTextContent('$19,850.00');
    await user.click(screen.getByRole('button', { name: 'New Request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.fillEveryField)).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Area'), 'Kitchen');
    await user.type(within(dialog).getByLabelText('Items'), 'Socket');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description of work'), 'Add a socket');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText(m.newOrderCreated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/variation-orders').filter(Boolean)).toEqual([
      {
        project_service_id: 's1',
        lines: [{ area: 'Kitchen', items: 'Socket', quantity: 1, description_of_work: 'Add a socket' }],
      },
    ]);
  });

  it('accepts a priced order after a confirmation, with the amount the client saw', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/variation-orders': () => ok(page([order])),
      'POST /projects/p1/variation-orders/o1/accept': () =>
        ok({
          order: { ...order, status: 'Payment', invoice_number: 'INV-000009' },
          paynow: {
            invoice_id: 'o1',
            invoice_number: 'INV-000009',
            stage: 0,
            amount_cents: 24_550,
            qr_png: 'data:image/png;base64,AAAA',
            recipient_text: 'EZreno (UEN *****345K)',
          },
        }),
    });
    const user = userEvent.setup();
    render();
    const card = await screen.findByTestId('variation-order');
    expect(card).toHaveTextContent('$245.50');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Pay Variation Order' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/variation-orders/o1/accept')).toEqual([
      { amount_cents: 24_550 },
    ]);
  });
});
