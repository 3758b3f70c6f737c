import { type ProjectVariationOrders, variationOrderMessages as m } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { VariationOrdersPanel } from './variation-orders-panel';

const line = {
  area: 'Kitchen',
  items: 'Socket',
  quantity: 2,
  description_of_work: 'Add a socket',
  price_cents: 0,
  unit: '1',
  wastage_percent: 0,
  required_time_days: 0,
  warranty_days: 7,
  competitor_price: 1,
  amount_cents: 0,
};
const orders: ProjectVariationOrders = {
  project_id: 'p1',
  project_name: 'Ongoing Home',
  summary: {
    quotation_cents: 100_000,
    accepted_variation_orders_cents: 0,
    contract_value_cents: 100_000,
    paid_cents: 0,
    under_review_cents: 0,
    remaining_cents: 100_000,
  },
  services: [{ project_service_id: 's1', services: 'Electrical Works', merchant_name: 'Lion City' }],
  items: [
    {
      _id: 'o1',
      project_id: 'p1',
      project_service_id: 's1',
      services: 'Electrical Works',
      merchant_id: 'm1',
      merchant_name: 'Lion City',
      origin: 'client',
      status: 'Pending',
      is_priced: false,
      amount_cents: 0,
      lines: [line],
      decline_reason: null,
      invoice_number: null,
      invoice_date: null,
      receipt: null,
      created: '2026-11-20T02:00:00.000Z',
      paid_at: null,
      approved_at: null,
      completed_at: null,
    },
  ],
};

describe('merchant variation orders (issue 13 item 2)', () => {
  it('prices a client request in dollars and sends cents; the add-on tab has nothing yet', async () => {
    const fetchMock = mockApi({
      'GET /merchant/projects/p1/variation-orders': () => ok(orders),
      'POST /merchant/variation-orders/o1/price': () =>
        ok({ ...orders.items[0], is_priced: true, amount_cents: 49_100 }),
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<VariationOrdersPanel projectId="p1" origin="client" />);
    const card = await screen.findByTestId('merchant-variation-order');
    await user.click(within(card).getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Price per unit ($)'), '245.50');
    await user.click(within(dialog).getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText(m.orderUpdated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/merchant/variation-orders/o1/price')).toEqual([
      {
        lines: [
          { price_cents: 245_50, unit: '1', wastage_percent: 0, required_time_days: 0, warranty_days: 7 },
        ],
      },
    ]);
    unmount();
    renderWithProviders(<VariationOrdersPanel projectId="p1" origin="merchant" />);
    expect(await screen.findByText(m.noVariationOrders)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose Add-on' })).toBeEnabled();
  });
});
