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

  it('pages a search the server does not count: "of more than", then the total on the last page', async () => {
    // Decision 026: a text search answers whether another page follows, not how many match.
    const row = (i: number) => ({
      _id: `r${i}`,
      project_id: `p${i}`,
      project_name: `Tampines Home ${i}`,
      client_id: 'c1',
      client_name: 'Aileen Tan',
      client_email: 'aileen@tan.sg',
      stage: 1,
      invoice_number: `INV-${String(i).padStart(6, '0')}`,
      payment_method: 'PayNow',
      transaction_no: `TXN-${i}`,
      amount_claimed_cents: 15000,
      amount_due_cents: 15000,
      receipt_file_id: `f${i}`,
      status: 'Paid',
      admin_notes: '',
      decided_at: null,
      created: '2026-11-28T02:00:00.000Z',
    });
    const fetchMock = mockApi({
      'GET /admin/payments': (url) =>
        url.searchParams.get('page') === '2'
          ? ok({ items: [row(21), row(22)], totalCount: 22, totalCountCapped: false })
          : ok({
              items: Array.from({ length: 20 }, (_, i) => row(i + 1)),
              totalCount: 20,
              totalCountCapped: true,
            }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentReviewPage />);
    expect(await screen.findByText('1–20 of more than 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–22 of 22')).toBeInTheDocument();
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' });
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});
