import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { Route, Routes } from 'react-router';
import { MerchantDetailPage } from './merchant-detail-page';

describe('MerchantDetailPage (issue 18 item 2)', () => {
  it("shows the merchant's profile, status and the projects it holds services on", async () => {
    mockApi({
      'GET /admin/merchants/m1': () =>
        ok({
          _id: 'm1',
          company_name: 'Kayu Carpentry',
          specialization: 'Carpentry Works',
          company_description: null,
          uen: '20261234K',
          gst_reg_no: null,
          handphone_no: '81234567',
          email: 'kayu@example.sg',
          name: 'Ahmad Kayu',
          person_incharge: 'Ahmad',
          incharge_handphone_no: null,
          incharge_email: null,
          is_active: false,
          has_password: true,
          active_services: 1,
          created_at: '2026-11-24T00:00:00.000Z',
        }),
      'GET /admin/merchants/m1/projects': (url) =>
        ok(
          url.searchParams.get('status') === 'current'
            ? {
                totalCount: 1,
                items: [
                  {
                    _id: 'p1',
                    name: 'Wei Ling Home',
                    phase: 'ongoing',
                    stage: 7,
                    renovation_address: null,
                    renovation_postal_code: null,
                    client_name: 'Wei Ling Tan',
                    services: [
                      { _id: 's1', services: 'Carpentry', status: 'Accepted', amount_cents: 420_000 },
                    ],
                    amount_cents: 420_000,
                    assigned_at: '2026-11-24T00:00:00.000Z',
                  },
                ],
              }
            : { totalCount: 0, items: [] },
        ),
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/users/merchants/:id" element={<MerchantDetailPage />} />
      </Routes>,
      { route: '/admin/users/merchants/m1' },
    );
    expect(await screen.findByRole('heading', { name: 'Kayu Carpentry', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    const current = await screen.findByRole('list', { name: 'Current Projects' });
    expect(current).toHaveTextContent('Carpentry (Accepted)');
    expect(current).toHaveTextContent('$4,200.00');
    expect(screen.getByRole('link', { name: 'Wei Ling Home · Wei Ling Tan' })).toHaveAttribute(
      'href',
      '/admin/projects/p1',
    );
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Merchants' })).toHaveAttribute(
      'href',
      '/admin/users/merchants',
    );
  });
});
