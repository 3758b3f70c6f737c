import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the hero and the three pitches of spec §1', () => {
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Design your home. Get an instant, itemised quotation.',
      }),
    ).toBeInTheDocument();
    const pitches = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(pitches).toEqual(['Lowest price guarantee', 'Escrow payment', 'Renovation insurance']);
    expect(screen.getByText(/within 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/up to \$100,000/)).toBeInTheDocument();
    expect(screen.getByText(/up to \$50,000 for fire, theft and insured perils/)).toBeInTheDocument();
  });

  it('Design Now goes to /design-now-2 and records ViewContent', async () => {
    renderWithProviders(<HomePage />);
    const link = screen.getByRole('link', { name: 'Design Now' });
    expect(link).toHaveAttribute('href', '/design-now-2');
    await userEvent.click(link);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'ViewContent', placement: 'home-hero' }),
    ]);
  });
});
