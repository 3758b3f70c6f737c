import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScrollToTop } from './scroll-to-top';

const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('ScrollToTop', () => {
  it('appears once the window is scrolled past 400 px and scrolls smoothly back up', async () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'SCROLL TO TOP' })).not.toBeInTheDocument();
    scrollWindowTo(401);
    await userEvent.click(await screen.findByRole('button', { name: 'SCROLL TO TOP' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollWindowTo(0);
  });
});
