import { type MasterServiceDetail } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { AreaServicesDialog } from './area-services-dialog';
import { newServiceStart } from './new-service-start';
import { NewServiceDialog } from './service-editor-dialog';

const categories = [
  {
    _id: 'carpentry',
    services: 'Carpentry',
    scope_of_work: 'Carpentry Works',
    sort_order: 5,
    service_count: 9,
  },
];
const created: MasterServiceDetail = {
  service: {
    _id: 'sintered-stone-countertop',
    name: 'Sintered stone countertop',
    category_id: 'carpentry',
    unit: 'sqft',
    quantity_basis: 'floor area',
    default_units: 1,
    prices: [{ price_per_unit: 12_345, competitor_price: 18_000 }],
    wastage: 0,
    required_time: 1,
    service_warranty_duration: 12,
    includes: '',
    description_of_work: '',
    area_types: ['Kitchen'],
    priority: 100,
  },
  is_active: true,
  updated_at: '2026-11-24T00:00:00.000Z',
  addons: [],
  history: [],
};

describe('NewServiceDialog (decision 022)', () => {
  it('needs a category, then sends the new service with its price in cents', async () => {
    const fetchMock = mockApi({
      'GET /admin/service-categories': () => ok(categories),
      'POST /admin/master-services': () => ok(created),
    });
    const onCreated = vi.fn();
    renderWithProviders(
      <NewServiceDialog start={{ defaults: newServiceStart() }} onClose={() => {}} onCreated={onCreated} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sintered stone countertop');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price 1' }), '123.45');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Market Rate 1' }), '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Service Category is required.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/admin/master-services')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Service Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carpentry (Carpentry Works)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Area types/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('sintered-stone-countertop'));
    const [body] = sentBodies(fetchMock, '/admin/master-services') as Record<string, unknown>[];
    expect(body).toMatchObject({
      name: 'Sintered stone countertop',
      category_id: 'carpentry',
      area_types: ['Kitchen'],
      prices: [{ price_per_unit: 12_345, competitor_price: 18_000 }],
    });
    expect(body).not.toHaveProperty('updated_at');
    expect(body).not.toHaveProperty('addon_of');
  });

  it("an addon is added to its master's category without choosing one", async () => {
    const fetchMock = mockApi({
      'GET /admin/service-categories': () => ok(categories),
      'POST /admin/master-services': () =>
        fail(409, 'A service with this name already exists in this category.'),
    });
    renderWithProviders(
      <NewServiceDialog
        start={{ defaults: newServiceStart(created), addonOfName: created.service.name }}
        onClose={() => {}}
        onCreated={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New addon' });
    expect(within(dialog).getByText('Addon of Sintered stone countertop')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Service Category/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sink cut-out');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price 1' }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Market Rate 1' }), '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A service with this name already exists in this category.'),
    ).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, '/admin/master-services') as Record<string, unknown>[];
    expect(body).toMatchObject({
      category_id: 'carpentry',
      addon_of: 'sintered-stone-countertop',
      area_types: ['Kitchen'],
    });
  });
});

describe('AreaServicesDialog (decision 022)', () => {
  it("refuses unticking a service's only area before saving, then saves the ticked ids", async () => {
    const option = {
      category_id: 'carpentry',
      services: 'Carpentry',
      scope_of_work: 'Carpentry Works',
      addon_of: null,
    };
    const fetchMock = mockApi({
      'GET /admin/area-types/Kitchen/services': () =>
        ok({
          area: 'Kitchen',
          services: [
            { ...option, _id: 'carp-quartz', name: 'Quartz top', offered: true, area_count: 1 },
            { ...option, _id: 'carp-shelf', name: 'Shelf', offered: false, area_count: 3 },
          ],
        }),
      'PUT /admin/area-types/Kitchen/services': () => ok({ area: 'Kitchen', services: [] }),
    });
    renderWithProviders(<AreaServicesDialog area="Kitchen" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Services offered in Kitchen' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Quartz top (only area)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Quartz top: A service must be offered in at least one area; deactivate it instead.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/admin/area-types/Kitchen/services').filter(Boolean)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Quartz top (only area)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Shelf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, '/admin/area-types/Kitchen/services').filter(Boolean)).toEqual([
        { service_ids: ['carp-quartz', 'carp-shelf'] },
      ]),
    );
  });
});
