import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { readStoredLead } from '../../lib/lead';

const me = (role: string) =>
  ok({ _id: 'u1', role, email: 'a@b.sg', first_name: 'Wei', last_name: 'Tan', permissions: [] });
const pageNotFound = () =>
  screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 });

afterEach(() => localStorage.clear());

describe('RootShell, once per page load', { timeout: 20_000 }, () => {
  it('logs one page view for a client, not again on route changes or re-renders', async () => {
    const fetchMock = mockApi({ 'GET /auth/me': () => me('client'), 'POST /activity': () => ok(null) });
    const { router, queryClient } = renderApp('/404');
    await pageNotFound();
    await waitFor(() => expect(sentBodies(fetchMock, '/activity')).toHaveLength(1));
    expect(sentBodies(fetchMock, '/activity')[0]).toEqual({ action: 'page_view', api: '/404' });
    await act(() => router.navigate('/401'));
    await act(() => queryClient.invalidateQueries({ queryKey: ['session'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(sentBodies(fetchMock, '/activity')).toHaveLength(1);
  });

  it('logs nothing for a visitor or another role', async () => {
    const fetchMock = mockApi({ 'GET /auth/me': () => me('merchant'), 'POST /activity': () => ok(null) });
    renderApp('/404');
    await pageNotFound();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
    expect(sentBodies(fetchMock, '/activity')).toHaveLength(0);
  });

  it('stores the lead query parameter of the first page', async () => {
    mockApi({});
    renderApp('/404?lead=tt');
    await pageNotFound();
    expect(readStoredLead()).toBe('tt');
  });
});
