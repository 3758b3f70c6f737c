import {
  phaseEntries,
  type ClientProjectSummary,
  type LatestPaymentSummary,
  type ProjectTimeSchedule,
} from '@reno/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DashboardProjects } from './dashboard-projects';

const project = (over: Partial<ClientProjectSummary> = {}): ClientProjectSummary => ({
  _id: 'p1',
  name: 'Mei',
  phase: 'quotation',
  stage: 1,
  project_type: 'design_now_2',
  address: null,
  country: 'Singapore',
  postal_code: null,
  works_amount: 3_665_30,
  cover_image: null,
  quotation_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  latestPayment: null,
  has_payment_stage: false,
  ...over,
});
const paid = (stage: number, status: LatestPaymentSummary['status']): Partial<ClientProjectSummary> => ({
  latestPayment: { stage, status, created: '2026-02-01T00:00:00.000Z' },
  has_payment_stage: true,
});

const scheduleOf = (schedule: ProjectTimeSchedule | null) => () =>
  ok({ project_id: 'p1', project_name: 'Mei', stage: 3, is_unlocked: true, schedule });

const show = (items: ClientProjectSummary[], schedule: ProjectTimeSchedule | null = null) => {
  mockApi({
    // One page, with the phase text's entries over all projects, as the server answers.
    'GET /client-projects': () =>
      ok({
        items,
        totalCount: items.length,
        payment_entries: phaseEntries(items.flatMap((p) => (p.latestPayment ? [p.latestPayment] : []))),
      }),
    'GET /projects/p1/time-schedule': scheduleOf(schedule),
  });
  renderWithProviders(<DashboardProjects />);
};

describe('client dashboard projects (spec "Client dashboard", "Dashboard phase text")', () => {
  it('with no projects asks to use Design Now', async () => {
    show([]);
    expect(await screen.findByText('You currently have no projects on record')).toBeInTheDocument();
    expect(screen.getByText('To create a project, please use Design Now:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design Now' })).toHaveAttribute('href', '/design-now-2');
    expect(screen.getByText('No project created for calendar')).toBeInTheDocument();
  });

  it('without a payment stage: not confirmed, VIEW QUOTATION disabled, the calendar locked', async () => {
    show([project()]);
    expect(await screen.findByText('You currently have no projects confirmed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Quotation Total' })).getByText('$3,665.30'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VIEW QUOTATION' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'VIEW PAYMENTS' })).toBeDisabled();
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByText('Pay 10% to see your calendar')).toBeInTheDocument();
    expect(within(calendar).getByRole('link', { name: 'Go To Payment' })).toHaveAttribute(
      'href',
      '/main-project/p1/transactions/progressive-payment',
    );
  });

  it.each([
    [paid(1, 'Paid'), 'Your project is in the process of being confirmed'],
    [paid(2, 'Paid'), 'You are in Phase 2 and your 10% payment is being verified'],
    [paid(4, 'Paid'), 'You are in Phase 4 and your 45% payment is being verified'],
    [paid(3, 'Approved'), 'You are currently in Phase 3 of your renovation'],
    [paid(5, 'Approved'), 'You are currently in Phase 5 of your renovation'],
  ])('shows the phase text %#', async (over, text) => {
    show([project(over)]);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('with a payment stage links VIEW QUOTATION and opens the calendar after stage 2 is Approved', async () => {
    show([project(paid(2, 'Approved'))]);
    expect(
      await screen.findByText('Colour selections, site visits, supplier connection'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW QUOTATION' })).toHaveAttribute(
      'href',
      '/main-project/p1/quotation',
    );
    expect(screen.getByRole('link', { name: 'VIEW PAYMENTS' })).toHaveAttribute(
      'href',
      '/main-project/p1/transactions/progressive-payment',
    );
    expect(screen.queryByText('Pay 10% to see your calendar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Time Schedule' })).toBeInTheDocument();
    // No schedule set yet: said plainly.
    expect(
      await screen.findByText(
        'Your time schedule has not been set yet. Our representative will add your meetings here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the open calendar: a month starting on Monday with the meetings, PP windows and stage ends', async () => {
    show([project(paid(3, 'Paid'))], { meeting_1: '2026-12-10', meeting_2: null, meeting_3: null });
    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    const list = await within(calendar).findByRole('list', { name: 'Schedule' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'PP start (40% payment)02 Dec 2026',
      'PP end (40% payment)06 Dec 2026',
      'Stage 2 end10 Dec 2026',
      'Meeting 110 Dec 2026',
    ]);
    const grid = within(calendar).getByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('aria-label', 'Monday');
    expect(
      within(grid).getByRole('gridcell', { name: '10 Dec 2026: Stage 2 end, Meeting 1' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: '02 Dec 2026: PP start (40% payment)' }),
    ).toBeInTheDocument();
  });

  it('the picked project drives the quotation bar; New Project asks with "Yes, choose floorplan"', async () => {
    show([project({ _id: 'a', name: 'Ann' }), project({ _id: 'b', name: 'Bo', ...paid(1, 'Approved') })]);
    expect(await screen.findByRole('button', { name: 'VIEW QUOTATION' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Bo/ }));
    expect(screen.getByRole('link', { name: 'VIEW QUOTATION' })).toHaveAttribute(
      'href',
      '/main-project/b/quotation',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Yes, choose floorplan' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('says so when the projects cannot be loaded', async () => {
    mockApi({ 'GET /client-projects': () => fail(500, 'Server error') });
    renderWithProviders(<DashboardProjects />);
    expect(await screen.findByText('Your projects could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
