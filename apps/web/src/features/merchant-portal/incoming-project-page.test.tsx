import { type MerchantProjectDetail, milestoneViews } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { IncomingProjectPage } from './incoming-project-page';

const service = {
  _id: 's1',
  project_id: 'p1',
  services: 'Carpentry',
  status: 'Assigned' as const,
  status_date: '2026-11-24T00:00:00.000Z',
  amount_cents: 250_000,
  total_lines: 1,
  merchant_id: 'm1',
  merchant: { _id: 'm1', company_name: 'Kayu', specialization: null },
  decline_reason: null,
  declined_by: null,
  lines: [
    {
      _id: 'l1',
      area: 'Living',
      scope_of_work: 'Carpentry Works',
      name_of: 'TV console',
      description_of_work: 'Built-in TV console',
      includes: '',
      quantity_hundredths: 100,
      unit: 'unit',
      price_per_quantity: 250_000,
      price: 250_000,
      required_time: 1,
    },
  ],
};

const project: MerchantProjectDetail = {
  _id: 'p1',
  name: 'Tan Home',
  phase: 'ongoing',
  stage: 2,
  renovation_address: 'Blk 1 Tampines',
  renovation_postal_code: '520001',
  renovation_unit_number: '#01-01',
  client_name: 'Wei Ling Tan',
  project_manager: null,
  is_current: false,
  services: [service],
  amount_cents: 250_000,
  time_schedule: null,
  services_schedule: [],
  milestones: milestoneViews([]),
  files: [],
};

const renderPage = (route = '/incoming-project/p1') =>
  renderWithProviders(
    <Routes>
      <Route path="/incoming-project/:id" element={<IncomingProjectPage />} />
      <Route path="/incoming-project/:id/:tab" element={<IncomingProjectPage />} />
      <Route path="/current-project/:id" element={<p>current page</p>} />
      <Route path="/project" element={<p>overview page</p>} />
    </Routes>,
    { route },
  );

describe('IncomingProjectPage (merchant route incoming-project/{id})', () => {
  it('shows the details and the scope of work of its services only', async () => {
    mockApi({ 'GET /merchant/projects/p1': () => ok(project) });
    renderPage('/incoming-project/p1/scope-of-work');
    expect(await screen.findByRole('heading', { name: 'Tan Home', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Carpentry lines' })).toHaveTextContent('TV console');
  });

  it('accepts only after confirmation, then opens the current project', async () => {
    const fetchMock = mockApi({
      'GET /merchant/projects/p1': () => ok(project),
      'POST /merchant/services/s1/accept': () => ok({ ...service, status: 'Accepted' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this project?' });
    expect(sentBodies(fetchMock, '/merchant/services/s1/accept')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('current page')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/merchant/services/s1/accept')).toHaveLength(1);
  });

  it('declines only with a reason, which goes to the admin', async () => {
    const fetchMock = mockApi({
      'GET /merchant/projects/p1': () => ok(project),
      'POST /merchant/services/s1/decline': () => ok({ ...service, status: 'Declined' }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please tell us why you decline')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/merchant/services/s1/decline')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fully booked in December');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/merchant/services/s1/decline')).toEqual([
        { reason: 'Fully booked in December' },
      ]),
    );
    expect(await screen.findByText('overview page')).toBeInTheDocument();
  });
});
