import { vi } from 'vitest';

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (result: unknown) => json({ success: true, result });
export const fail = (status: number, message: string) => json({ success: false, message }, status);

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (path without /api/v1 and query). Unknown calls
 * answer 404 so a test never reaches the network. `/auth/me` answers a visitor (200, null user) unless given.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[key] ?? (key === 'GET /auth/me' ? () => ok(null) : undefined);
    return handler ? handler(url, init) : fail(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `/api/v1{path}` (exact path, any method), in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
