import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, mockApi, ok, sentBodies, urlOf } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { useSignIn } from './sign-in-context';

function Opener({ returnTo }: { returnTo?: string | undefined }) {
  const signIn = useSignIn();
  useEffect(() => signIn.open(returnTo ? { returnTo } : {}), [signIn, returnTo]);
  return null;
}
function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const okNull = () => ok(null);
function setup(handlers: Record<string, Handler> = {}, returnTo?: string) {
  const fetchMock = mockApi({
    'GET /auth/providers': () => ok({ google: false }),
    'POST /register': () => ok({ _id: 'u1', role: 'client' }),
    'POST /notify/phone': okNull,
    'POST /notify/phone/verify': okNull,
    'POST /check/email/wei.ling%40example.sg': okNull,
    'POST /check/phone/6591234567': okNull,
    ...handlers,
  });
  renderWithProviders(
    <>
      <Opener returnTo={returnTo} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return fetchMock;
}
const checkCalls = (fetchMock: ReturnType<typeof mockApi>, kind: string) =>
  fetchMock.mock.calls.map(([u]) => urlOf(u)).filter((u) => u.startsWith(`/api/v1/check/${kind}/`));

async function openRegister() {
  const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
  await userEvent.click(within(signIn).getByRole('button', { name: 'Register' }));
  return screen.findByRole('dialog', { name: 'Register' });
}
const field = (d: HTMLElement, label: string | RegExp) => within(d).getByLabelText(label);

async function fillValidForm(d: HTMLElement) {
  await userEvent.click(within(d).getByRole('combobox', { name: 'Salutation' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Ms' }));
  await userEvent.type(field(d, 'First Name'), 'Wei Ling');
  await userEvent.type(field(d, 'Last Name'), 'Tan');
  await userEvent.type(field(d, 'Email'), 'Wei.Ling@Example.sg');
  await userEvent.type(field(d, 'Mobile Number'), '91234567');
  await userEvent.type(field(d, 'Password'), 'Secret123');
  await userEvent.type(field(d, 'Confirm Password'), 'Secret123');
  await userEvent.click(within(d).getByRole('checkbox', { name: /Terms & Conditions/ }));
}

describe('Register dialog (spec "Registration and verification", §5)', () => {
  it('opens from the Sign In dialog and shows "Required" on every empty required field', async () => {
    const fetchMock = setup();
    const d = await openRegister();
    await userEvent.click(within(d).getByRole('button', { name: 'Register' }));
    // salutation, first, last, email, mobile, password, confirm, terms
    expect(within(d).getAllByText('Required')).toHaveLength(8);
    expect(sentBodies(fetchMock, '/register')).toHaveLength(0);
  }, 15_000);

  it('uses the spec words for bad e-mail, mobile, names, and re-checks the confirm password', async () => {
    setup();
    const d = await openRegister();
    await userEvent.type(field(d, 'Email'), 'not-an-email');
    expect(within(d).getByText('Please input a valid email')).toBeInTheDocument();
    await userEvent.type(field(d, 'Mobile Number'), '7a12-3');
    expect(field(d, 'Mobile Number')).toHaveValue('7123');
    expect(within(d).getByText('Please input a valid singapore phone number')).toBeInTheDocument();
    expect(within(d).getByText('+65')).toBeInTheDocument();
    await userEvent.type(field(d, 'First Name'), 'Wei2');
    expect(within(d).getByText('Only letters and spaces are allowed')).toBeInTheDocument();
    await userEvent.type(field(d, 'Password'), 'Secret12(');
    expect(within(d).getByRole('alert')).toHaveTextContent('are not allowed');
    const hints = within(d).getByRole('list', { name: 'Password rules' });
    expect(within(hints).getAllByTitle('passed')).toHaveLength(4);
    await userEvent.type(field(d, 'Confirm Password'), 'Secret12');
    expect(within(d).getByText('Passwords do not match')).toBeInTheDocument();
    // Changing the password alone re-checks the confirmation.
    await userEvent.type(field(d, 'Password'), '{Backspace}');
    expect(within(d).queryByText('Passwords do not match')).not.toBeInTheDocument();
  }, 20_000);

  it('checks e-mail and mobile with the server after typing stops, lower-cased, and shows a refusal', async () => {
    const fetchMock = setup({
      'POST /check/email/taken%40example.sg': () => fail(409, 'Email already registered'),
    });
    const d = await openRegister();
    await userEvent.type(field(d, 'Email'), 'Taken@Example.sg');
    await userEvent.type(field(d, 'Mobile Number'), '91234567');
    expect(checkCalls(fetchMock, 'email')).toHaveLength(0);
    expect(await within(d).findByText('Email already registered', {}, { timeout: 2500 })).toBeInTheDocument();
    await waitFor(() => expect(checkCalls(fetchMock, 'phone')).toEqual(['/api/v1/check/phone/6591234567']));
    // One question per settled value, not one per keystroke.
    expect(checkCalls(fetchMock, 'email')).toEqual(['/api/v1/check/email/taken%40example.sg']);
  }, 15_000);

  it('drops an invalid 12-character referral code and shows the server message', async () => {
    const fetchMock = setup({
      'POST /check/referral/BADCODE12345': () => fail(404, 'Invalid referral code'),
    });
    const d = await openRegister();
    await userEvent.type(field(d, /Referral Code/), 'badcode1234');
    expect(checkCalls(fetchMock, 'referral')).toHaveLength(0);
    await userEvent.type(field(d, /Referral Code/), '5');
    expect(await within(d).findByText('Invalid referral code')).toBeInTheDocument();
    expect(field(d, /Referral Code/)).toHaveValue('');
  }, 15_000);

  it('registers with the stored lead, verifies the number and ends on the thank-you dialog', async () => {
    localStorage.setItem('reno.lead', JSON.stringify({ from: 'tt', storedAt: Date.now() }));
    const fetchMock = setup();
    const d = await openRegister();
    await fillValidForm(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Register' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Number' });
    expect(sentBodies(fetchMock, '/register')).toEqual([
      {
        salutation: 'Ms',
        first_name: 'Wei Ling',
        last_name: 'Tan',
        email: 'wei.ling@example.sg',
        handphone_no: '91234567',
        password: 'Secret123',
        confirm_password: 'Secret123',
        terms: true,
        prohelp: false,
        lead: 'tt',
      },
    ]);
    // Registration already sent the code: the button counts down and no second code is asked for.
    expect(within(verify).getByRole('button', { name: /^Code Sent 0[01]:\d\d$/ })).toBeDisabled();
    await userEvent.click(within(verify).getByRole('button', { name: 'Next' }));
    expect(within(verify).getByText('Please verify the phone number')).toBeInTheDocument();
    await userEvent.type(within(verify).getByPlaceholderText('6 digit code'), '123456');
    expect(await within(verify).findByRole('button', { name: 'Verified' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/notify/phone/verify')).toEqual([{ phone: '6591234567', code: '123456' }]);
    expect(sentBodies(fetchMock, '/notify/phone')).toHaveLength(0);
    await userEvent.click(within(verify).getByRole('button', { name: 'Next' }));
    const done = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(within(done).getByText(/verification link to wei.ling@example.sg/)).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('at /client-dashboard')).toBeInTheDocument();
    localStorage.clear();
  }, 20_000);

  it('returns to the page that asked to sign in (Design Now Save) once registered', async () => {
    setup({}, '/design-now-2');
    const d = await openRegister();
    await fillValidForm(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Register' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify Number' });
    await userEvent.type(within(verify).getByPlaceholderText('6 digit code'), '123456');
    expect(await within(verify).findByRole('button', { name: 'Verified' })).toBeDisabled();
    await userEvent.click(within(verify).getByRole('button', { name: 'Next' }));
    const done = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(within(done).queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('at /design-now-2')).toBeInTheDocument();
  }, 20_000);

  it('keeps the way back when "Already have an account? Sign In" is chosen', async () => {
    setup({ 'POST /login': () => ok({ role: 'client' }) }, '/design-now-2');
    const d = await openRegister();
    await userEvent.click(within(d).getByRole('button', { name: 'Already have an account? Sign In' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(within(signIn).getByLabelText('Email or Mobile number'), 'wei.ling@example.sg');
    await userEvent.type(within(signIn).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('at /design-now-2')).toBeInTheDocument();
  }, 20_000);

  it('puts a server refusal on its field and shows the server message', async () => {
    setup({
      'POST /register': () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Phone number already registered',
            errors: [{ field: 'handphone_no', message: 'Phone number already registered' }],
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const d = await openRegister();
    await fillValidForm(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Register' }));
    expect(await within(d).findAllByText('Phone number already registered')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  }, 20_000);
});
