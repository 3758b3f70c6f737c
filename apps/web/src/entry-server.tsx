/**
 * Pre-rendering of the public routes (issue 7 "Fast and indexable"), run by scripts/prerender.mjs after
 * the client build. Emotion's zero-configuration server mode writes each component's critical CSS
 * inline; the browser's emotion cache moves it to <head> before hydration.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders } from './app/providers/app-providers';
import { routes } from './router';

export { PUBLIC_ROUTE_META } from '@reno/domain';

export interface Prerendered {
  /** The markup for #root. */
  html: string;
  /** False when the path is not a page of its own here (it would redirect), so it is not pre-rendered. */
  isPage: boolean;
}

export async function render(path: string, origin: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) return { html: '', isPage: false };
  // The catch-all sends unknown paths to /404: such a path has no page of its own yet.
  if (context.matches.some((m) => m.route.path === '*')) return { html: '', isPage: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
  return { html, isPage: true };
}
