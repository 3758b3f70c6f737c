import { designNowMessages, type DraftProject } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DraftProjectsPage } from './draft-projects-page';

const draft = (i: number, overrides: Partial<DraftProject> = {}): DraftProject => ({
  _id: `p${i}`,
  name: `Project ${i}`,
  phase: 'design',
  project_type: 'design_now_2',
  stage: 1,
  dnStage: 3,
  total_amount: null,
  is_active: false,
  created_at: '2026-01-02T03:04:05.000Z',
  last_modified: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

describe('Draft Projects page', () => {
  it('shows 12, loads 12 more with Load More, and shows a 5-part name as "{name} Home"', async () => {
    const all = Array.from({ length: 13 }, (_, i) => draft(i, i === 0 ? { name: 'a1-b2-c3-d4-e5' } : {}));
    mockApi({
      'GET /projects/drafts': (url) => {
        // Spec draft listing in the list query params: "sortBy created_at desc, rowsPerPage 12".
        const q = Object.fromEntries(url.searchParams);
        expect(q).toMatchObject({ rowsPerPage: '12', sortBy: 'created_at', sort: 'desc' });
        const page = Number(q.page);
        return ok({ items: all.slice((page - 1) * 12, page * 12), totalCount: all.length });
      },
    });
    renderWithProviders(<DraftProjectsPage />);
    expect(await screen.findByRole('heading', { name: 'a1-b2-c3-d4-e5 Home' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('searches by name and shows the spec empty text', async () => {
    mockApi({
      'GET /projects/drafts': (url) =>
        ok(
          url.searchParams.get('search') === 'zzz' && url.searchParams.get('searchBy') === 'name'
            ? { items: [], totalCount: 0 }
            : { items: [draft(1)], totalCount: 1 },
        ),
    });
    renderWithProviders(<DraftProjectsPage />);
    await screen.findByRole('heading', { name: 'Project 1' });
    await userEvent.type(screen.getByRole('textbox', { name: designNowMessages.searchPlaceholder }), 'zzz');
    expect(await screen.findByText(designNowMessages.noResult)).toBeInTheDocument();
  });

  it('deletes only after confirmation, with the spec messages', async () => {
    let items = [draft(1)];
    let deletes = 0;
    mockApi({
      'GET /projects/drafts': () => ok({ items, totalCount: items.length }),
      'DELETE /projects/p1': () => {
        deletes += 1;
        items = [];
        return ok(null);
      },
    });
    renderWithProviders(<DraftProjectsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);
    // The page is reachable again once the dialog has closed.
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(designNowMessages.projectDeleted)).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(await screen.findByText(designNowMessages.noResult)).toBeInTheDocument();
  });

  it('shows the server message when a delete fails', async () => {
    mockApi({
      'GET /projects/drafts': () => ok({ items: [draft(1)], totalCount: 1 }),
      'DELETE /projects/p1': () => fail(404, designNowMessages.failedToDeleteProject),
    });
    renderWithProviders(<DraftProjectsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(designNowMessages.failedToDeleteProject)).toBeInTheDocument();
  });
});
