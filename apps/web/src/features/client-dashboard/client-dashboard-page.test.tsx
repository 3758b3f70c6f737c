import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const client = (email_verified: boolean) => () =>
  ok({
    _id: 'c1',
    role: 'client',
    email: 'wei@example.sg',
    first_name: 'Wei Ling',
    last_name: 'Tan',
    permissions: [],
    email_verified,
  });

// Rendering the whole app with its lazy areas is slow on a busy machine.
describe('/client-dashboard (spec "After login", "Client dashboard")', { timeout: 20_000 }, () => {
  it('welcomes a verified client by name', async () => {
    mockApi({ 'GET /auth/me': client(true), 'POST /activity': () => ok(null) });
    renderApp('/client-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Wei Ling' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please verify your email' })).not.toBeInTheDocument();
  });

  it('shows an unverified client the verify-email view, resend first', async () => {
    const fetchMock = mockApi({
      'GET /auth/me': client(false),
      'POST /activity': () => ok(null),
      'POST /verifyemail': () => ok(null),
    });
    renderApp('/client-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Please verify your email' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Send New Link')).toBeLessThan(buttons.indexOf('I have verified my email'));
    expect(screen.queryByRole('link', { name: 'Profile Settings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByText('Success sending new link, check your email')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/verifyemail')).toEqual([{ email: 'wei@example.sg', type: 'send-link' }]);
  });

  it('says so when the link could not be sent', async () => {
    mockApi({ 'GET /auth/me': client(false), 'POST /activity': () => ok(null) });
    renderApp('/client-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Send New Link' }, { timeout: 10_000 }));
    expect(
      await screen.findByText('Failed to request new link, check your email address'),
    ).toBeInTheDocument();
  });

  it('logs out from the dashboard to the home page without asking to sign in', async () => {
    let isSignedIn = true;
    mockApi({
      'GET /auth/me': () => (isSignedIn ? client(true)() : fail(401, 'Unauthorized')),
      'POST /activity': () => ok(null),
      'POST /revoke': () => {
        isSignedIn = false;
        return ok(null);
      },
    });
    const { router } = renderApp('/client-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /auth/providers': () => ok({ google: false }) });
    renderApp('/client-dashboard');
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
