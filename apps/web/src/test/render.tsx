import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeAll } from 'vitest';
import { loadFooter } from '../app/layouts/public-layout';
import { AppProviders } from '../app/providers/app-providers';
import { SignInProvider } from '../features/auth/sign-in-provider';
import { routes } from '../router';

export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

// The public pages' footer is a chunk of its own (public-layout.tsx): loaded first, as a server-rendered
// page has it, so a test of a page does not wait on it.
beforeAll(() => loadFooter());

/** Renders one component with the app's providers inside a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = testQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <SignInProvider>{ui}</SignInProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Renders the real route tree at `route`. */
export function renderApp(route: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
