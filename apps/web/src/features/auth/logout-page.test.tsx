import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp } from '../../test/render';

describe('/logout', () => {
  it('ends the session on the server once and goes home', { timeout: 20_000 }, async () => {
    const fetchMock = mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'u1',
          role: 'client',
          email: 'c@demo.sg',
          first_name: 'C',
          last_name: 'L',
          permissions: [],
        }),
      'POST /revoke': () => ok(null),
    });
    const { router, queryClient } = renderApp('/logout');
    // The first render also loads the lazy public area, slow on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(sentBodies(fetchMock, '/revoke')).toHaveLength(1);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });
});
