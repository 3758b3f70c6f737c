import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/browser';
import { takeConsoleErrors } from '../../test/console-guard';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteError } from './route-error';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn() }));

function Boom(): never {
  throw new Error('kaboom');
}

describe('error screens', () => {
  it('the app boundary shows the spec text and a Refresh button that reloads', async () => {
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Ooops, something went wrong :(' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(
      takeConsoleErrors()
        .flat()
        .some((arg) => arg instanceof Error && arg.message === 'kaboom'),
    ).toBe(true);
  });

  it('the router errorElement shows the same screen', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Ooops, something went wrong :(' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    takeConsoleErrors();
  });
});
