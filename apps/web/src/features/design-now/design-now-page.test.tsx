import { Catalogue } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DesignNowPage } from './design-now-page';
import { loadDraft } from './design-now-draft';

afterEach(() => localStorage.clear());

const catalogue = Catalogue.parse({
  categories: [
    { _id: 'floor', services: 'Flooring', scope_of_work: 'Hacking & Flooring Works' },
    { _id: 'clean', services: 'Cleaning', scope_of_work: 'General Works' },
  ],
  services: [
    {
      _id: 'floor-tiles',
      name: 'Floor tiles',
      category_id: 'floor',
      unit: 'sqft',
      quantity_basis: 'floor area',
      prices: [{ price_per_unit: 650, competitor_price: 900 }],
      wastage: 10,
      required_time: 3,
      service_warranty_duration: 12,
      includes: 'Tiles and screed',
      description_of_work: 'Tile floors',
      area_types: ['Living'],
    },
    {
      _id: 'cleaning',
      name: 'Post-renovation cleaning',
      category_id: 'clean',
      unit: 'lump sum',
      quantity_basis: 'fixed',
      prices: [{ price_per_unit: 45000, competitor_price: 60000 }],
      wastage: 0,
      required_time: 1,
      service_warranty_duration: 0,
      includes: 'Chemical wash',
      description_of_work: 'Clean',
      area_types: [],
    },
  ],
  tooltips: [],
});

describe('Design Now page', () => {
  it('updates the totals as scope is ticked and asks a visitor to sign in to save, keeping the work', async () => {
    const fetchMock = mockApi({ 'GET /catalogue': () => ok(catalogue) });
    const requestSignIn = vi.fn();
    renderWithProviders(<DesignNowPage requestSignIn={requestSignIn} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getAllByLabelText('Area Name')[0]).toHaveValue('Living');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await userEvent.click(screen.getByRole('checkbox', { name: /Floor tiles/ }));
    // 350 sqft living x 1.10 x $6.50.
    expect(screen.getByTestId('total-Total Price')).toHaveTextContent('$2,502.50');
    expect(screen.getByTestId('total-Total Savings')).toHaveTextContent('$962.50');
    await userEvent.click(screen.getByRole('button', { name: /For Whole House/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Post-renovation cleaning/ }));
    expect(screen.getByTestId('total-Total Price')).toHaveTextContent('$2,952.50');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const table = screen.getByRole('table', { name: 'Quotation' });
    expect(within(table).getByText('Hacking & Flooring Works')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(requestSignIn).toHaveBeenCalledWith('/design-now-2');
    expect(loadDraft()).toMatchObject({ step: 'quotation', saveAfterSignIn: true });
    expect(loadDraft().choices).toHaveLength(2);
    // A visitor's work is never sent to the server.
    expect(sentBodies(fetchMock, '/design-now/projects')).toHaveLength(0);
    // A whole journey of clicks: slower than the default 5 s on a loaded machine.
  }, 30_000);

  it('keeps each floor area inside the range its size tag splits in thirds (spec §5 "allowed range")', async () => {
    mockApi({ 'GET /catalogue': () => ok(catalogue) });
    renderWithProviders(<DesignNowPage requestSignIn={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const living = screen.getAllByLabelText('Floor Area (sqft)')[0]!;
    expect(screen.getAllByText('100 to 1000 sqft')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.clear(living);
    await userEvent.type(living, '90');
    expect(living).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(living, '0');
    expect(living).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  }, 30_000);
});
