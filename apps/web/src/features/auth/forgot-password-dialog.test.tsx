import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies, type Handler } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { useSignIn } from './sign-in-context';

function Opener() {
  const signIn = useSignIn();
  useEffect(() => signIn.open(), [signIn]);
  return null;
}

async function openForgot(send: Handler) {
  const fetchMock = mockApi({
    'POST /reset-password': send,
    'GET /auth/providers': () => ok({ google: false }),
  });
  renderWithProviders(<Opener />);
  const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
  await userEvent.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { dialog, fetchMock, field: within(dialog).getByLabelText('Email') };
}

describe('Forgot Password dialog', () => {
  it('checks the e-mail: "Required", then "Email invalid"', async () => {
    const { dialog, fetchMock } = await openForgot(() => ok(null));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(within(dialog).getByText('Email invalid')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/reset-password')).toHaveLength(0);
  });

  it('reads "In progress…" while sending, then toasts success and closes', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { dialog, field, fetchMock } = await openForgot(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await userEvent.type(field, 'Client@Demo.SG');
    expect(field).toHaveValue('client@demo.sg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await within(dialog).findByRole('button', { name: 'In progress…' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/reset-password')).toEqual([
      { email: 'client@demo.sg', type: 'reset-link' },
    ]);
    answer(ok(null));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).not.toBeInTheDocument(),
    );
  });

  it('shows the throttle message and stays open', async () => {
    const { dialog, field } = await openForgot(() => fail(429, 'Please try after sometime!'));
    await userEvent.type(field, 'client@demo.sg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Please try after sometime!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('says "Failed to send link!" when the server gives no message', async () => {
    const { dialog, field } = await openForgot(() => new Response('oops', { status: 500 }));
    await userEvent.type(field, 'client@demo.sg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Failed to send link!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('clears the field on close', async () => {
    const { dialog, field } = await openForgot(() => ok(null));
    await userEvent.type(field, 'client@demo.sg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).not.toBeInTheDocument(),
    );
    expect(field).toHaveValue('');
  });
});
