import { type DreamboardItemView, type DreamboardPage } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DreamboardBoard } from './dreamboard-board';

const photo = (n: number): DreamboardItemView => ({
  _id: `d${n}`,
  dreamboard_id: 'b1',
  image: `f${n}`,
  path: `/api/v1/files/f${n}`,
  tags: ['Carpentry Works'],
  comment: `Photo ${n}`,
  created_at: '2026-11-20T02:00:00.000Z',
});
const page = (items: DreamboardItemView[], over: Partial<DreamboardPage> = {}): DreamboardPage => ({
  _id: 'b1',
  project_id: 'p1',
  items,
  totalCount: 10,
  can_edit: true,
  services: ['Carpentry Works', 'Painting Works'],
  ...over,
});

describe('DreamboardBoard (spec "Dreamboard")', () => {
  it('shows 8 photos, then View More loads the next page', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/dreamboard': (url) =>
        ok(
          urlOf(url).includes('page=2')
            ? page([photo(9), photo(10)])
            : page(Array.from({ length: 8 }, (_, i) => photo(i + 1))),
        ),
    });
    renderWithProviders(<DreamboardBoard projectId="p1" />);
    const grid = await screen.findByRole('list', { name: 'Dreamboard' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('lets the client retag a photo, and refuses a photo with no service', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/dreamboard': () => ok(page([photo(1)], { totalCount: 1 })),
      'PATCH /projects/p1/dreamboard/items/d1': () => ok(photo(1)),
    });
    renderWithProviders(<DreamboardBoard projectId="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Photo details: Carpentry Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo details' });
    // The last tag goes with Backspace in the services field, as a keyboard user removes it.
    await userEvent.click(within(dialog).getByLabelText(/Services/));
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Update failed! Please tag a service')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/dreamboard/items/d1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText(/Services/));
    await userEvent.click(await screen.findByRole('option', { name: 'Painting Works' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/projects/p1/dreamboard/items/d1')).toEqual([
        { tags: ['Painting Works'], comment: 'Photo 1' },
      ]),
    );
  });

  it('is read-only for someone who is not the client: no upload, no edit', async () => {
    mockApi({
      'GET /projects/p1/dreamboard': () => ok(page([photo(1)], { totalCount: 1, can_edit: false })),
    });
    renderWithProviders(<DreamboardBoard projectId="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Photo details: Carpentry Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo details' });
    expect(within(dialog).getByText('Photo 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
  });
});
