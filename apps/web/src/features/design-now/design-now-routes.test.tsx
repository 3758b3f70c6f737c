import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const catalogue = {
  categories: [{ _id: 'c', services: 'Cleaning', scope_of_work: 'General Works' }],
  services: [
    {
      _id: 'clean',
      name: 'Cleaning',
      category_id: 'c',
      unit: 'lump sum',
      quantity_basis: 'fixed',
      prices: [{ price_per_unit: 100, competitor_price: 100 }],
      wastage: 0,
      required_time: 1,
      service_warranty_duration: 0,
      includes: '',
      description_of_work: '',
      area_types: [],
    },
  ],
  tooltips: [],
};

describe('Design Now routes', () => {
  it.each(['/design-now', '/property', '/upload', '/no-floor-plan', '/editor', '/perspective-signup'])(
    '%s redirects to /design-now-2 (spec "Public routes")',
    async (path) => {
      mockApi({ 'GET /catalogue': () => ok(catalogue) });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/design-now-2'));
      expect(
        await screen.findByRole('heading', { name: 'Design Now', level: 1 }, { timeout: 30_000 }),
      ).toBeInTheDocument();
    },
    60_000,
  );
});
