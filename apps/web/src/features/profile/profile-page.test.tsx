import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json, mockApi, ok, sentBodies, urlOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const me = () =>
  ok({
    _id: 'c1',
    role: 'client',
    email: 'wei@example.sg',
    first_name: 'Wei Ling',
    last_name: 'Tan',
    permissions: [],
    email_verified: true,
  });
const profile = {
  _id: 'c1',
  salutation: 'Ms',
  gender: null,
  first_name: 'Wei Ling',
  last_name: 'Tan',
  date_of_birth: null,
  nationality: 'Singaporean',
  mailing_address: null,
  billing_address: null,
  postal_code: '123456',
  unit_number: null,
  handphone_no: '91234567',
  handphone_verified: true,
  email: 'wei@example.sg',
  email_verified: true,
  country: 'Singapore',
  member_status: 'Gold',
  referral_code: 'ABCDEF123456',
  created_at: '2026-01-05T02:00:00.000Z',
  last_login: null,
};

function setup(handlers: Record<string, Handler> = {}, route = '/profile') {
  const fetchMock = mockApi({
    'GET /auth/me': me,
    'POST /activity': () => ok(null),
    'GET /client': () => ok(profile),
    'GET /auth/providers': () => ok({ google: false }),
    ...handlers,
  });
  renderApp(route);
  return fetchMock;
}
/** The bodies of POST /client (GET /client has none). */
const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => urlOf(u) === '/api/v1/client' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
const section = async (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

// Rendering the whole app with its lazy areas is slow on a busy machine.
describe('Profile page (issue 3 item 5)', { timeout: 20_000 }, () => {
  it('shows the client details with the spec labels at both paths', async () => {
    setup({}, '/dashboard/client/profile');
    // The first test also loads the lazy client area.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    expect(screen.getByText('wei@example.sg')).toBeInTheDocument();
    expect(screen.getByText('+6591234567')).toBeInTheDocument();
    expect(screen.getByText('ABCDEF123456')).toBeInTheDocument();
    const details = await section('Personal Details');
    expect(within(details).getByLabelText('Citizenship')).toHaveValue('Singaporean');
    expect(within(details).getByLabelText('Postal Code')).toHaveValue('123456');
    expect(within(await section('Google')).getByText(/Google sign-in is not configured/)).toBeInTheDocument();
  });

  it('validates and saves the details', async () => {
    const fetchMock = setup({
      'POST /client': () =>
        json({ success: true, message: 'Profile updated', result: { ...profile, postal_code: '654321' } }),
    });
    const details = await section('Personal Details');
    const postal = within(details).getByLabelText('Postal Code');
    await userEvent.clear(postal);
    await userEvent.type(postal, '12a');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(within(details).getByText('Postal code must be 6 digits')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
    await userEvent.clear(postal);
    await userEvent.type(postal, '654321');
    await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(posts(fetchMock)[0]).toMatchObject({
      salutation: 'Ms',
      first_name: 'Wei Ling',
      postal_code: '654321',
      nationality: 'Singaporean',
      gender: null,
    });
  }, 15_000);

  it('changes the password, showing a wrong current password on its field', async () => {
    let attempts = 0;
    const fetchMock = setup({
      'POST /auth/change-password': () =>
        ++attempts === 1
          ? json(
              {
                success: false,
                message: 'Wrong password',
                errors: [{ field: 'current_password', message: 'Wrong password' }],
              },
              400,
            )
          : json({ success: true, message: 'Password changed, please sign in again', result: null }),
    });
    const box = await section('Change Password');
    await userEvent.click(within(box).getByRole('button', { name: 'Change Password' }));
    expect(within(box).getAllByText('Required')).toHaveLength(3);
    await userEvent.type(within(box).getByLabelText('Current Password'), 'Old12345');
    await userEvent.type(within(box).getByLabelText('New Password'), 'New12345');
    await userEvent.type(within(box).getByLabelText('Confirm Password'), 'New12345');
    await userEvent.click(within(box).getByRole('button', { name: 'Change Password' }));
    expect(await within(box).findByText('Wrong password')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed, please sign in again')).toBeInTheDocument();
    expect(within(box).getByLabelText('Current Password')).toHaveValue('');
    expect(sentBodies(fetchMock, '/auth/change-password')[1]).toEqual({
      current_password: 'Old12345',
      password: 'New12345',
      confirm_password: 'New12345',
    });
  }, 15_000);

  it('changes the mobile only after the SMS code for the new number is verified', async () => {
    let isChanged = false;
    const fetchMock = setup({
      'GET /client': () => ok(isChanged ? { ...profile, handphone_no: '87654321' } : profile),
      'POST /notify/phone': () => ok(null),
      'POST /notify/phone/verify': () => {
        isChanged = true;
        return ok(null);
      },
    });
    const box = await section('Change Mobile Number');
    const getCode = within(box).getByRole('button', { name: 'Get Code' });
    expect(getCode).toBeDisabled();
    await userEvent.type(within(box).getByLabelText('New Mobile Number'), '91234567');
    expect(within(box).getByText('This is already your mobile number')).toBeInTheDocument();
    await userEvent.clear(within(box).getByLabelText('New Mobile Number'));
    await userEvent.type(within(box).getByLabelText('New Mobile Number'), '87654321');
    await userEvent.click(within(box).getByRole('button', { name: 'Get Code' }));
    expect(await within(box).findByRole('button', { name: /^Code Sent 0[01]:\d\d$/ })).toBeDisabled();
    expect(sentBodies(fetchMock, '/notify/phone')).toEqual([{ phone: '6587654321' }]);
    await userEvent.type(within(box).getByPlaceholderText('6 digit code'), '123456');
    expect(await screen.findByText('Mobile number changed')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/notify/phone/verify')).toEqual([{ phone: '6587654321', code: '123456' }]);
    expect(await screen.findByText('+6587654321')).toBeInTheDocument();
    await waitFor(() => expect(within(box).getByLabelText('New Mobile Number')).toHaveValue(''));
  }, 15_000);

  it('lets a client verify an unverified current number', async () => {
    setup({ 'GET /client': () => ok({ ...profile, handphone_verified: false }) });
    const box = await section('Change Mobile Number');
    await userEvent.type(within(box).getByLabelText('New Mobile Number'), '91234567');
    expect(within(box).queryByText('This is already your mobile number')).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Get Code' })).toBeEnabled();
  });

  it('offers Google linking when the server has Google', async () => {
    setup({ 'GET /auth/providers': () => ok({ google: true }) });
    const box = await section('Google');
    expect(await within(box).findByRole('button', { name: 'Link Google' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    setup({ 'GET /client': () => fail(500, 'Failed to process your request') });
    expect(await screen.findByText('Failed to load your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
