import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, sentBodies, type Handler } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { useSignIn } from './sign-in-context';

function Opener({ returnTo }: { returnTo?: string }) {
  const signIn = useSignIn();
  useEffect(() => signIn.open(returnTo ? { returnTo } : {}), [signIn, returnTo]);
  return null;
}
function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function setup(login: Handler, { returnTo, google = false }: { returnTo?: string; google?: boolean } = {}) {
  const fetchMock = mockApi({ 'POST /login': login, 'GET /auth/providers': () => ok({ google }) });
  renderWithProviders(
    <>
      <Opener {...(returnTo ? { returnTo } : {})} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/somewhere' },
  );
  return fetchMock;
}

const dialog = () => screen.findByRole('dialog', { name: 'Sign In' });
async function fillAndSubmit(identity: string, password: string, remember = false) {
  const d = await dialog();
  if (identity) await userEvent.type(within(d).getByLabelText('Email or Mobile number'), identity);
  if (password) await userEvent.type(within(d).getByLabelText('Password'), password);
  if (remember) await userEvent.click(within(d).getByLabelText('Remember me'));
  await userEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
  return d;
}
const loginBodies = (fetchMock: ReturnType<typeof mockApi>) => sentBodies(fetchMock, '/login');

describe('Sign In dialog', () => {
  it('validates with the login rules before calling the server', async () => {
    const fetchMock = setup(() => ok({ role: 'client' }));
    const d = await fillAndSubmit('', '');
    expect(within(d).getAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(d).getByLabelText('Email or Mobile number'), '7123');
    await userEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
    expect(within(d).getByText('Invalid Phone Number')).toBeInTheDocument();
    await userEvent.clear(within(d).getByLabelText('Email or Mobile number'));
    await userEvent.type(within(d).getByLabelText('Email or Mobile number'), 'not-an-email');
    await userEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
    expect(within(d).getByText('Invalid email')).toBeInTheDocument();
    expect(loginBodies(fetchMock)).toHaveLength(0);
  }, 15_000);

  it('shows "User does not exist" on the identity field and the banner', async () => {
    setup(() => fail(401, 'User does not exist'));
    const d = await fillAndSubmit('nobody@demo.sg', 'Secret123');
    expect(await within(d).findByText('Login Failed. Please try again.')).toBeInTheDocument();
    expect(within(d).getByLabelText('Email or Mobile number')).toHaveAccessibleDescription(
      'User does not exist',
    );
  });

  it('shows "Wrong password" on the password field', async () => {
    setup(() => fail(401, 'Wrong password'));
    const d = await fillAndSubmit('client@demo.sg', 'Secret123');
    expect(await within(d).findByText('Wrong password')).toBeInTheDocument();
    expect(within(d).getByLabelText('Password')).toHaveAccessibleDescription('Wrong password');
  });

  it('shows "Failed login" for any other failure', async () => {
    setup(() => fail(500, 'Something broke'));
    const d = await fillAndSubmit('client@demo.sg', 'Secret123');
    expect(await within(d).findByText('Failed login')).toBeInTheDocument();
    expect(within(d).getByText('Login Failed. Please try again.')).toBeInTheDocument();
  });

  it('sends remember me and signs in once however often Sign In is pressed', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const d = await fillAndSubmit('91234567', 'Secret123', true);
    // A pressed (loading) button ignores pointers; a keyboard or scripted click is refused all the same.
    fireEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
    expect(loginBodies(fetchMock)).toEqual([{ identity: '91234567', password: 'Secret123', remember: true }]);
    answer(ok({ role: 'client' }));
    expect(await screen.findByText('at /client-dashboard')).toBeInTheDocument();
  });

  it.each([
    ['client', '/client-dashboard'],
    ['merchant', '/project'],
    ['project_manager', '/add-project'],
    ['admin', '/'],
  ])('takes a %s to %s', async (role, path) => {
    setup(() => ok({ role }));
    await fillAndSubmit('someone@demo.sg', 'Secret123');
    expect(await screen.findByText(`at ${path}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns to the page a guard asked for', async () => {
    setup(() => ok({ role: 'admin' }), { returnTo: '/admin/outbox' });
    await fillAndSubmit('admin@demo.sg', 'Secret123');
    expect(await screen.findByText('at /admin/outbox')).toBeInTheDocument();
  });

  it('explains Google when not configured, Facebook always; Singpass is disabled', async () => {
    setup(() => ok({ role: 'client' }));
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
    await userEvent.click(within(d).getByRole('button', { name: 'Sign in with Google' }));
    expect(within(d).getByText('Google sign-in is not configured')).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('button', { name: 'Sign in with Facebook' }));
    expect(within(d).getByText(/currently Facebook login & register is unavailable/)).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Sign in with Singpass' })).toBeDisabled();
  });

  it('starts Google sign-in with the way back when it is configured', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setup(() => ok({ role: 'client' }), { google: true, returnTo: '/admin/outbox' });
    const d = await dialog();
    const google = within(d).getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.click(google);
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/google?returnTo=%2Fadmin%2Foutbox');
  });

  it('shows and hides the password', async () => {
    setup(() => ok({ role: 'client' }));
    const d = await dialog();
    const input = within(d).getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(within(d).getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(within(d).getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

function BillingOpener() {
  const signIn = useSignIn();
  useEffect(
    () => signIn.open({ billing: { billing_address: '10 Bayfront Avenue', postal_code: '018956' } }),
    [signIn],
  );
  return null;
}

describe('Sign In dialog with a billing address (spec §6)', () => {
  it('sends the billing address its opener supplied with the login', async () => {
    const fetchMock = mockApi({
      'POST /login': () => ok({ role: 'client' }),
      'GET /auth/providers': () => ok({ google: false }),
    });
    renderWithProviders(<BillingOpener />);
    const d = await dialog();
    await userEvent.type(within(d).getByLabelText('Email or Mobile number'), 'wei@example.sg');
    await userEvent.type(within(d).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(d).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(loginBodies(fetchMock)).toHaveLength(1));
    expect(loginBodies(fetchMock)[0]).toEqual({
      identity: 'wei@example.sg',
      password: 'Secret123',
      remember: false,
      billing: { billing_address: '10 Bayfront Avenue', postal_code: '018956' },
    });
  });
});
