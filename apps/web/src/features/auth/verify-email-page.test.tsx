import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const TOKEN = 'abcdefghijklmnop';

describe('verify-email page', () => {
  it('confirms the link once and shows the email verified view', { timeout: 20_000 }, async () => {
    const fetchMock = mockApi({ 'POST /verifyemail/confirm': () => ok(null) });
    renderApp(`/verify-email?token=${TOKEN}`);
    // The first render also loads the lazy public area, slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Email verified' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/verifyemail/confirm')).toEqual([{ token: TOKEN }]);
  });

  it('on failure asks for the e-mail and resends the link', async () => {
    let resendOk = false;
    mockApi({
      'POST /verifyemail/confirm': () =>
        fail(400, 'Email verification failed, the link is invalid or has expired'),
      'POST /verifyemail': () => (resendOk ? ok(null) : fail(400, 'nope')),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email verification failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Email verification failed, the link is invalid or has expired'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.sg');
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    expect(
      await screen.findByText('Failed to request new link, check your email address'),
    ).toBeInTheDocument();
    resendOk = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByText('Success sending new link, check your email')).toBeInTheDocument();
  }, 15_000);
});
