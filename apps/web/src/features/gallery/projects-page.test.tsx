import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryProject } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ProjectsPage } from './projects-page';

const project = (n: number, house = '4 Room HDB'): GalleryProject => ({
  _id: `p${n}`,
  project_name: `Project ${n}`,
  design_type: ['modern'],
  type_of_house: house,
  property_type: 'BTO',
  size: 900 + n,
  cost: 50_000_00 + n * 100,
  thumbnail_photo: `/gallery/p${n}-1.webp`,
  supporting_images: [`/gallery/p${n}-2.webp`],
  works: [{ work: 'Carpentry', image: '/gallery/works/carpentry.webp' }],
  rank: n,
  actual_photo: true,
});

/** A server of `total` projects (or fewer for a filter), answering pages of 6 like the real one. */
function galleryServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => project(i + 1, i % 2 === 0 ? '4 Room HDB' : 'Landed'));
  const requests: URLSearchParams[] = [];
  const fetchMock = mockApi({
    'GET /other_project': (url) => {
      requests.push(url.searchParams);
      const filter = url.searchParams.get('filters');
      const list = filter ? all.filter((p) => `type_of_house:${p.type_of_house}` === filter) : all;
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('rowsPerPage'));
      return ok({ items: list.slice((page - 1) * size, page * size), totalCount: list.length });
    },
  });
  return { requests, fetchMock };
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('ProjectsPage', () => {
  it('shows the count, loads 6 at a time with Show More, then "No more projects"', async () => {
    const { requests } = galleryServer(14);
    renderWithProviders(<ProjectsPage />);
    expect(await screen.findByRole('heading', { name: '14 Projects' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    // Spec §9: the UI's default sort is actual_photo desc.
    expect(requests[0]?.get('sortBy')).toBe('actual_photo');
    expect(requests[0]?.get('sort')).toBe('desc');
    expect(requests[0]?.get('rowsPerPage')).toBe('6');

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(requests.at(-1)?.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(screen.getByText('No more projects')).toBeInTheDocument();
  });

  it('a filter change clears the list and starts again at page 1', async () => {
    const { requests } = galleryServer(20);
    renderWithProviders(<ProjectsPage />);
    await screen.findByRole('heading', { name: '20 Projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('option', { name: 'Landed' }));
    expect(await screen.findByRole('heading', { name: '10 Projects' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(cards().every((c) => within(c).getByText(/Landed/))).toBe(true);
    const last = requests.at(-1);
    expect(last?.get('page')).toBe('1');
    expect(last?.get('filters')).toBe('type_of_house:Landed');
  });

  it('a sort change clears the list and starts again at page 1', async () => {
    const { requests } = galleryServer(20);
    renderWithProviders(<ProjectsPage />);
    await screen.findByRole('heading', { name: '20 Projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(screen.getByRole('option', { name: 'Renovation Cost (high - low)' }));
    await waitFor(() => expect(requests.at(-1)?.get('sortBy')).toBe('cost'));
    expect(requests.at(-1)?.get('sort')).toBe('desc');
    expect(requests.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it('a card opens the detail modal with style, size, scope of work and Design Now', async () => {
    galleryServer(3);
    renderWithProviders(<ProjectsPage />);
    await screen.findByRole('heading', { name: '3 Projects' });
    await userEvent.click(screen.getByRole('button', { name: /Project 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Project 2' });
    expect(within(dialog).getByText('Modern')).toBeInTheDocument();
    expect(within(dialog).getByText('902 sqft')).toBeInTheDocument();
    expect(within(dialog).getByText('Carpentry')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Renovation Cost' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Design Now' })).toHaveAttribute('href', '/design-now-2');
    expect(within(dialog).getByRole('img', { name: 'Project 2, image 1 of 2' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'Project 2, image 2 of 2' })).toBeInTheDocument();
  });
});
