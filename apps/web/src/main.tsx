// First: it configures zod before any module builds a schema (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { loadFooter } from './app/layouts/public-layout';
import { AppProviders } from './app/providers/app-providers';
import { createQueryClient } from './lib/query';
import { hydrateQueryState } from './lib/query-state';
import { routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Marks the document once React has taken over the page (`<html data-hydrated>`). Until then a
 * pre-rendered button is only markup; the end-to-end journeys wait for the mark before they click.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A server-rendered public page (entry-server.tsx) is hydrated from its markup and query cache; its lazy routes are loaded first so the first
 * client render matches the server's HTML. Any other path starts from the empty shell.
 */
async function start(root: HTMLElement) {
  const isPrerendered = root.hasChildNodes();
  if (isPrerendered) {
    // The page is on screen already: each step below (the app's modules, the page's chunks, the router)
    // starts a task of its own rather than making one long one (issue 19).
    await nextTask();
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all([
      // Every server-rendered page is a public one, with the footer (public-layout.tsx).
      loadFooter(),
      ...lazyMatches.map(async (m) => {
        const lazy = m.route.lazy;
        if (typeof lazy !== 'function') return;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    ]);
    await nextTask();
  }
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  hydrateQueryState(queryClient);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <HydrationMark />
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (isPrerendered) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start(container);
