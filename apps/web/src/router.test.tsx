import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from './test/api-mock';
import { renderApp } from './test/render';

const admin = (permissions: string[]) =>
  ok({ _id: 'a1', role: 'admin', email: 'admin@demo.sg', first_name: 'Ada', last_name: 'Lim', permissions });

describe('routes', () => {
  it('sends an unknown path to the 404 page', async () => {
    mockApi({});
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('redirects /home to /', async () => {
    mockApi({});
    const { router } = renderApp('/home');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Design your home. Get an instant, itemised quotation.',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks a visitor in the admin area to sign in, then returns to the page', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /auth/me': () => (isSignedIn ? admin(['outbox']) : fail(401, 'Unauthorized')),
      'GET /auth/providers': () => ok({ google: false }),
      'POST /login': () => {
        isSignedIn = true;
        return ok({ role: 'admin' });
      },
      'GET /admin/outbox': () => ok({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp('/admin/outbox');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/admin/outbox');
    await userEvent.type(within(dialog).getByLabelText('Email or Mobile number'), 'admin@demo.sg');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('No messages in the outbox')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/outbox');
  });

  it('shows a loading state while the session loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /auth/me': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /admin/outbox': () => ok({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp('/admin/outbox');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer(admin(['outbox']));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/admin/outbox');
  });

  it('sends another role away from the admin area to /401', async () => {
    mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'c1',
          role: 'client',
          email: 'c@demo.sg',
          first_name: 'C',
          last_name: 'L',
          permissions: [],
        }),
    });
    const { router } = renderApp('/admin/outbox');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('takes an admin at the section root to the first permitted entry', async () => {
    mockApi({
      'GET /auth/me': () => admin(['outbox']),
      'GET /admin/outbox': () => ok({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outbox'));
    expect(await screen.findByText('No messages in the outbox')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Outbox' })[0]).toHaveAttribute('href', '/admin/outbox');
  });

  // Issue 12: each role's area behind its own session guard, and the merchant root.
  const user = (role: string) =>
    ok({ _id: 'u9', role, email: `${role}@demo.sg`, first_name: 'A', last_name: 'B', permissions: [] });

  it.each([
    ['/project', 'client'],
    ['/merchant/calendar', 'project_manager'],
    ['/add-project', 'merchant'],
    ['/pm/projects', 'admin'],
  ])('sends a signed-in user of another role away from %s (%s) to /401', async (path, role) => {
    mockApi({ 'GET /auth/me': () => user(role) });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('asks a visitor at the merchant portal to sign in', async () => {
    mockApi({ 'GET /auth/providers': () => ok({ google: false }) });
    const { router } = renderApp('/project');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project');
  });

  it("redirects the merchant root to the merchant's project overview", async () => {
    mockApi({
      'GET /auth/me': () => user('merchant'),
      'GET /merchant/projects': () => ok({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp('/merchant');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project'));
    expect(await screen.findByRole('heading', { name: 'Project Overview', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No incoming projects')).toBeInTheDocument();
  });

  it('opens a draft of the client in Design Now', async () => {
    mockApi({ 'GET /auth/me': () => user('client') });
    const { router } = renderApp('/other-project/canvas/p5/draft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-now-2'));
    expect(router.state.location.search).toBe('?project=p5');
  });
});
