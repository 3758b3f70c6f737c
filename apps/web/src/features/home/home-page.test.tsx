import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSgd } from '@reno/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';
import { inspirationSamples, STEP_CYCLE_MS } from './home-texts';

const press = Array.from({ length: 10 }, (_, i) => ({
  id: `m${i}`,
  name: `Outlet ${i + 1}`,
  logo: `/press/outlet-${i + 1}.svg`,
  quote: `Quote ${i + 1}`,
}));

function mockHomeApi() {
  return mockApi({
    'GET /testimonial': () =>
      ok([
        {
          id: 't1',
          value: 'a',
          data: { name: 'Jasmine Koh', rating: 5, content: 'Line one.\nLine two.' },
          photos: ['/gallery/a-1.webp', '/gallery/a-2.webp'],
        },
        {
          id: 't2',
          value: 'b',
          data: { name: 'Marcus Lee', rating: 6, content: 'Great.' },
          photos: ['/gallery/b-1.webp'],
        },
      ]),
    'GET /press': () => ok(press),
    'GET /faq': () => ok([{ id: 'f1', title: 'What is Design Now?', description: 'A design tool.' }]),
    'GET /other_project': () => ok({ items: [], totalCount: 0 }),
  });
}

afterEach(() => vi.useRealTimers());

describe('HomePage', () => {
  it('shows the hero and the three pitches of spec §1', () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Design your home. Get an instant, itemised quotation.',
      }),
    ).toBeInTheDocument();
    const pitches = within(screen.getByRole('region', { name: 'Renovate with peace of mind' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(pitches).toEqual(['Lowest price guarantee', 'Escrow payment', 'Renovation insurance']);
    expect(screen.getByText(/within 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/up to \$100,000/)).toBeInTheDocument();
    expect(screen.getByText(/up to \$50,000 for fire, theft and insured perils/)).toBeInTheDocument();
  });

  it('the 3-step explainer cycles 1 → 2 → 3 and wraps to 1', async () => {
    vi.useFakeTimers();
    mockHomeApi();
    renderWithProviders(<HomePage />);
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    const active = () => steps.findIndex((s) => s.querySelector('[aria-current="step"]'));
    expect(active()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STEP_CYCLE_MS);
    });
    expect(active()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STEP_CYCLE_MS);
    });
    expect(active()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STEP_CYCLE_MS);
    });
    expect(active()).toBe(0);
  });

  it('shows testimonials with rating and multi-line text, and steps to the next one', async () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    const region = screen.getByRole('region', { name: 'What homeowners say' });
    expect(await within(region).findByText('Jasmine Koh')).toBeInTheDocument();
    expect(within(region).getByText('Line one.')).toBeInTheDocument();
    expect(within(region).getByText('Line two.')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Next testimonial' }));
    expect(within(region).getByText('Marcus Lee')).toBeInTheDocument();
    // Spec §1: one rating is 6; the five-star scale shows it as five.
    expect(within(region).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('has press quotes (4 for desktop) and logos (10 for mobile)', async () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    const region = await screen.findByRole('region', { name: 'As featured in' });
    const [quotes, logos] = within(region).getAllByRole('list');
    expect(within(quotes!).getAllByRole('listitem')).toHaveLength(4);
    expect(within(quotes!).getByText('“Quote 4”')).toBeInTheDocument();
    expect(within(logos!).getAllByRole('img')).toHaveLength(10);
  });

  it('the inspiration carousel has five samples costing $37,000 to $117,000', async () => {
    mockHomeApi();
    expect(inspirationSamples).toHaveLength(5);
    const costs = inspirationSamples.map((s) => s.costCents);
    expect(Math.min(...costs)).toBe(37_000_00);
    expect(Math.max(...costs)).toBe(117_000_00);
    renderWithProviders(<HomePage />);
    const region = screen.getByRole('region', { name: 'Get inspired' });
    expect(within(region).getByText(formatSgd(37_000_00))).toBeInTheDocument();
    for (let i = 1; i < 5; i += 1)
      await userEvent.click(within(region).getByRole('button', { name: 'Next design' }));
    expect(within(region).getByText(formatSgd(117_000_00))).toBeInTheDocument();
    expect(within(region).getByText('Glass & Aluminium')).toBeInTheDocument();
  });

  it('has the video, FAQ and gallery sections', async () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    const video = document.querySelector('video');
    expect(video).toHaveAccessibleName('EZreno introduction video');
    // Nothing but the poster loads until the visitor presses play.
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/video/ezreno-intro-poster.webp');
    expect(video).toHaveAttribute('width', '1280');
    expect([...(video?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(video?.querySelector('track[kind="captions"]')).toHaveAttribute(
      'src',
      '/video/ezreno-intro.en.vtt',
    );
    expect(await screen.findByText('What is Design Now?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'See all questions' })).toHaveAttribute('href', '/faq');
  });

  it('Design Now goes to /design-now-2 and records ViewContent', async () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    const links = screen.getAllByRole('link', { name: 'Design Now' });
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links[0]).toHaveAttribute('href', '/design-now-2');
    await userEvent.click(links[0]!);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'ViewContent', placement: 'home-hero' }),
    ]);
  });

  it('shows the hidden Contact Us chat button once the visitor scrolls', async () => {
    mockHomeApi();
    renderWithProviders(<HomePage />);
    expect(screen.queryByRole('link', { name: 'Contact Us on WhatsApp' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 401, configurable: true });
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('link', { name: 'Contact Us on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
  });
});
