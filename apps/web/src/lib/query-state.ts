import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The global a server-rendered page carries its query cache in (see entry-server.tsx). */
export const QUERY_STATE_GLOBAL = '__RENO_QUERY_STATE__';

declare global {
  interface Window {
    [QUERY_STATE_GLOBAL]?: DehydratedState;
  }
}

/** Starts the browser's cache from the server's, so hydration renders the same content. */
export function hydrateQueryState(client: QueryClient) {
  const state = window[QUERY_STATE_GLOBAL];
  if (state) hydrate(client, state);
  delete window[QUERY_STATE_GLOBAL];
}
