import { type MasterServiceDetail } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ServiceEditorDialog } from './service-editor-dialog';

const detail: MasterServiceDetail = {
  service: {
    _id: 'floor-marble-polish',
    name: 'Marble floor polishing',
    category_id: 'flooring',
    unit: 'sqft',
    quantity_basis: 'floor area',
    default_units: 1,
    prices: [{ price_per_unit: 300, competitor_price: 480 }],
    wastage: 0,
    required_time: 1,
    service_warranty_duration: 6,
    includes: 'Diamond grinding',
    description_of_work: 'Marble floor polishing',
    area_types: ['Living'],
    priority: 7,
  },
  is_active: true,
  updated_at: '2026-11-24T00:00:00.000Z',
  addons: [],
  history: [],
};

describe('ServiceEditorDialog (issue 18 master services)', () => {
  it('refuses a market rate below the price in the browser, then sends the price in cents', async () => {
    const fetchMock = mockApi({
      'GET /admin/master-services/floor-marble-polish': () => ok(detail),
      'PUT /admin/master-services/floor-marble-polish': () =>
        ok({
          ...detail,
          service: { ...detail.service, prices: [{ price_per_unit: 375, competitor_price: 480 }] },
          updated_at: '2026-11-24T01:00:00.000Z',
          history: [
            {
              _id: 1,
              service_id: 'floor-marble-polish',
              property_type: null,
              premium_standard: null,
              old_price_per_unit: 300,
              new_price_per_unit: 375,
              old_competitor_price: 480,
              new_competitor_price: 480,
              changed_by: { _id: 'a1', name: 'Priya Nair' },
              changed_at: '2026-11-24T01:00:00.000Z',
            },
          ],
        }),
    });
    renderWithProviders(<ServiceEditorDialog id="floor-marble-polish" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    const price = await within(dialog).findByRole('textbox', { name: 'Price 1' });
    expect(price).toHaveValue('3.00');
    await userEvent.clear(price);
    await userEvent.type(price, '5.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Market Rate must not be below Price.')).toBeInTheDocument();
    // Only the GET so far (it sends no body): nothing was saved.
    expect(sentBodies(fetchMock, '/admin/master-services/floor-marble-polish').filter(Boolean)).toHaveLength(
      0,
    );

    await userEvent.clear(price);
    await userEvent.type(price, '3.75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('list', { name: 'Price history' })).toHaveTextContent(
      'Price $3.00 → $3.75',
    );
    const [body] = sentBodies(fetchMock, '/admin/master-services/floor-marble-polish').filter(Boolean) as {
      prices: unknown;
      updated_at: string;
    }[];
    expect(body?.prices).toEqual([{ price_per_unit: 375, competitor_price: 480 }]);
    expect(body?.updated_at).toBe('2026-11-24T00:00:00.000Z');
  });
});
