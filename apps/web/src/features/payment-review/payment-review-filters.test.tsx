import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { PaymentReviewPage } from './payment-review-page';

const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/v1/admin/payments')
    .map((u) => Object.fromEntries(u.searchParams));

describe('admin payment review filters', () => {
  it('searches on the server once typing pauses, by project name or by client', async () => {
    const fetchMock = mockApi({
      'GET /admin/payments': () => ok({ items: [], totalCount: 0, totalCountCapped: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentReviewPage />);
    await screen.findByText('No Data Found!');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bamboo');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'bamboo', searchBy: 'project_name' }),
    );
    // Debounced: the half-typed words never reached the server.
    expect(listQueries(fetchMock).some((q) => q.search === 'bam')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Search by' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Client name or e-mail' }),
    );
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({
        search: 'bamboo',
        searchBy: 'client',
        page: '1',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'GrabPay' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ method: 'GrabPay' }));

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', rowsPerPage: '20', status: 'Paid' }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
