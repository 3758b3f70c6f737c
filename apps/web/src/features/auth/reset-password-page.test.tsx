import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const TOKEN = 'abcdefghijklmnop';
const passed = (name: string) => screen.getByText(name).closest('li')?.getAttribute('data-passed');

describe('reset and set password pages', () => {
  it('shows the four live hints and the forbidden-characters message', async () => {
    mockApi({});
    renderApp(`/reset-password?token=${TOKEN}`);
    const field = await screen.findByLabelText('New password');
    expect(passed('Minimum 8 characters')).toBe('false');
    await userEvent.type(field, 'abcdefgh');
    expect(passed('Minimum 8 characters')).toBe('true');
    expect(passed('At least 1 lower case')).toBe('true');
    expect(passed('At least 1 upper case')).toBe('false');
    expect(passed('At least 1 number')).toBe('false');
    await userEvent.type(field, 'A1<');
    expect(passed('At least 1 upper case')).toBe('true');
    expect(passed('At least 1 number')).toBe('true');
    expect(screen.getByRole('alert')).toHaveTextContent('are not allowed');
  });

  it('checks the confirmation, saves, toasts and opens the Sign In dialog', async () => {
    const fetchMock = mockApi({
      'POST /reset-password/confirm': () => ok(null),
      'GET /auth/providers': () => ok({ google: false }),
    });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'Changed123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Changed12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password changed, please sign in again')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sentBodies(fetchMock, '/reset-password/confirm')).toEqual([
      {
        token: TOKEN,
        password: 'Changed123',
        confirm_password: 'Changed123',
      },
    ]);
  }, 15_000);

  it('shows the server message for a used or expired link (set-password)', async () => {
    mockApi({
      'POST /set-password': () => fail(400, 'This link is invalid or has expired, please request a new one'),
    });
    renderApp(`/set-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'Changed123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Changed123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() =>
      expect(
        screen.getByText('This link is invalid or has expired, please request a new one'),
      ).toBeInTheDocument(),
    );
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);
});
