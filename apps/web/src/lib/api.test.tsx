import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SessionEndedPrompt } from '../app/providers/session-ended-prompt';
import { fail, json, mockApi, ok } from '../test/api-mock';
import { renderWithProviders } from '../test/render';
import { api } from './api';
import { ApiError } from './errors';
import { sessionEnded } from './session-ended';

afterEach(() => sessionEnded.reset());

describe('api client', () => {
  it('returns the envelope result and sends the conventions of spec §7', async () => {
    const fetchMock = mockApi({ 'POST /things': () => ok({ id: 7 }) });
    const result = await api.post('/things', { name: 'a' }, { schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"a"}' });
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('puts GET parameters in the query string and sends no body', async () => {
    const fetchMock = mockApi({ 'GET /list': () => ok([]) });
    await api.get('/list', { query: { page: 1, search: 'a b', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/list?page=1&search=a+b');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('maps {success:false, message} to an ApiError with that message, status and field errors', async () => {
    mockApi({
      'POST /things': () =>
        json(
          {
            success: false,
            message: 'Name is required.',
            errors: [{ field: 'name', message: 'Name is required.' }],
          },
          422,
        ),
    });
    const error = await api.post('/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Name is required.',
      status: 422,
      errors: [{ field: 'name', message: 'Name is required.' }],
    });
  });

  it('reads a failure envelope without zod: a malformed optional part is left out', async () => {
    mockApi({
      'POST /odd': () =>
        json({ success: false, message: 'Nope.', errors: [{ field: 1 }], requestId: 'r1' }, 409),
    });
    const error = await api.post('/odd', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Nope.', status: 409, errors: [], requestId: 'r1' });
  });

  it('treats a 200 answer with success false as a failure', async () => {
    mockApi({ 'GET /odd': () => json({ success: false, message: 'empty result' }) });
    await expect(api.get('/odd')).rejects.toMatchObject({ message: 'empty result', status: 200 });
  });

  it('turns a network failure into "Failed to process your request"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/anything')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to process your request',
      status: 0,
    });
  });

  it('turns a non-JSON error page into the fallback message', async () => {
    mockApi({ 'GET /proxy': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(api.get('/proxy')).rejects.toMatchObject({
      message: 'Failed to process your request',
      status: 502,
    });
  });

  it('on a 401 opens the session-ended prompt, whose button clears the cache and goes home', async () => {
    mockApi({ 'GET /secret': () => fail(401, 'Unauthorized') });
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const { queryClient } = renderWithProviders(
      <>
        <SessionEndedPrompt />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/admin/outbox' },
    );
    queryClient.setQueryData(['session'], { _id: 'u1' });
    queryClient.setQueryData(['admin', 'outbox'], { items: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      await expect(api.get('/secret')).rejects.toMatchObject({ status: 401 });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your session has ended, please re-login');

    await userEvent.click(screen.getByRole('button', { name: 'Re-login' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(queryClient.getQueryData(['admin', 'outbox'])).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Session ended' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('does not end the session when a 401 is an expected answer', async () => {
    mockApi({ 'GET /auth/me': () => fail(401, 'Unauthorized') });
    await expect(api.get('/auth/me', { allowUnauthenticated: true })).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded.getSnapshot()).toBe(false);
  });
});
