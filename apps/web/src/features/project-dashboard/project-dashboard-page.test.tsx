import type { ClientProjectSummary } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { FALLBACK_COVER, RUN_INIT_KEY } from './project-card';
import { ProjectDashboardPage } from './project-dashboard-page';

const project = (over: Partial<ClientProjectSummary>): ClientProjectSummary => ({
  _id: 'p',
  name: 'Home',
  phase: 'design',
  stage: 1,
  project_type: 'design_now_2',
  address: null,
  country: 'Singapore',
  postal_code: null,
  works_amount: null,
  cover_image: null,
  quotation_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  latestPayment: null,
  has_payment_stage: false,
  ...over,
});

const items = [
  project({ _id: 'draft1', name: 'Draft Home', postal_code: '520123' }),
  project({
    _id: 'quote1',
    name: 'Quoted Home',
    phase: 'quotation',
    works_amount: 2_500_000,
    postal_code: '138000',
  }),
  project({ _id: 'ongoing1', name: 'Ongoing Home', phase: 'ongoing', stage: 3, works_amount: 4_000_000 }),
  project({
    _id: 'done1',
    name: 'Done Home',
    phase: 'ongoing',
    stage: 6,
    cover_image: '/api/v1/files/cover1',
  }),
];

/**
 * Answers as the server does (issue 19: it filters and pages): find/findBy pairs on postal_code and
 * works_amount (whole dollars) match what the field contains; 20 a page.
 */
const serve = (list: ClientProjectSummary[]) => (url: URL) => {
  const q = Object.fromEntries(url.searchParams);
  const text = (p: ClientProjectSummary, field: string) =>
    field === 'postal_code'
      ? (p.postal_code ?? '')
      : p.works_amount === null
        ? ''
        : String(Math.floor(p.works_amount / 100));
  const pairs = [
    [q.findBy, q.find],
    [q.findBy1, q.find1],
  ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  const matches = list.filter((p) => pairs.every(([field, value]) => text(p, field).includes(value)));
  const page = Number(q.page ?? 1);
  const size = Number(q.rowsPerPage ?? 20);
  return ok({
    items: matches.slice((page - 1) * size, page * size),
    totalCount: matches.length,
    payment_entries: [],
  });
};

const show = (list: ClientProjectSummary[]) => {
  const fetchMock = mockApi({ 'GET /client-projects': serve(list) });
  renderWithProviders(<ProjectDashboardPage />);
  return fetchMock;
};
const group = (name: string) => screen.getByRole('region', { name });

afterEach(() => localStorage.clear());

describe('project dashboard (client spec §2 "Project dashboard")', () => {
  it('groups cards In Progress, Draft, Quotation, Completed with their links and actions', async () => {
    show(items);
    await screen.findByRole('heading', { name: 'In Progress' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'In Progress',
      'Draft',
      'Quotation',
      'Completed',
    ]);
    const link = (g: string, name: string) => within(group(g)).getByRole('link', { name });
    expect(link('In Progress', 'Go to Project')).toHaveAttribute('href', '/other-project/ongoing1');
    expect(link('Draft', 'Go to Design Now')).toHaveAttribute('href', '/other-project/canvas/draft1/draft');
    expect(link('Quotation', 'Proceed to Payment')).toHaveAttribute('href', '/quotation-progress/quote1');
    expect(link('Completed', 'View')).toHaveAttribute('href', '/other-project/done1');
    expect(within(group('Draft')).getByText('NIL')).toBeInTheDocument();
    expect(within(group('Quotation')).getByText('$25,000.00')).toBeInTheDocument();
  });

  it('shows the fallback cover without a cover image, and sets the run-init flag on a click', async () => {
    show(items);
    const draft = await screen.findByRole('region', { name: 'Draft' });
    // The cover is decorative (alt ""), so it is found as an img element.
    expect(draft.querySelector('img')).toHaveAttribute('src', FALLBACK_COVER);
    expect(group('Completed').querySelector('img')).toHaveAttribute('src', '/api/v1/files/cover1?thumb=1');
    await userEvent.click(within(draft).getByRole('link', { name: 'Go to Design Now' }));
    expect(localStorage.getItem(RUN_INIT_KEY)).toBe('true');
  });

  it('filters by postal code and works amount, and Clear Filter shows all again', async () => {
    show(items);
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal Code' }), '520');
    await waitFor(() => expect(screen.queryByText('Quoted Home')).not.toBeInTheDocument());
    expect(screen.getByText('Draft Home')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Postal Code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Works Amount' }), '40000');
    await waitFor(() => expect(screen.queryByText('Draft Home')).not.toBeInTheDocument());
    expect(screen.getByText('Ongoing Home')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Works Amount' }), '9');
    expect(
      await screen.findByText('No result found. Please try searching with another keyword.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(await screen.findByText('Draft Home')).toBeInTheDocument();
    expect(screen.getByText('Done Home')).toBeInTheDocument();
  });

  it('asks the server page by page: Load More adds the next 20', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      project({ _id: `p${i}`, name: `Home ${i + 1}`, phase: 'quotation' }),
    );
    const fetchMock = show(many);
    expect(await screen.findByText('Home 20')).toBeInTheDocument();
    expect(screen.queryByText('Home 21')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Home 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    const pages = fetchMock.mock.calls.map(([input]) =>
      new URL(urlOf(input), 'http://x').searchParams.get('page'),
    );
    expect(pages).toContain('2');
  });

  it('with no projects points to Design Now', async () => {
    show([]);
    expect(await screen.findByText('To create a project, please use Design Now:')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Design Now' })[0]).toHaveAttribute('href', '/design-now-2');
  });
});
