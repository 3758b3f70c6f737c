import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function setup(patch: Partial<SmsCodeFieldProps> = {}) {
  const props = {
    isVerified: false,
    canSend: true,
    onSend: vi.fn(() => Promise.resolve()),
    onVerify: vi.fn(() => Promise.resolve()),
    onVerified: vi.fn(),
    ...patch,
  };
  const view = render(<SmsCodeField {...props} />);
  return {
    props,
    rerender: (p: Partial<SmsCodeFieldProps>) => view.rerender(<SmsCodeField {...props} {...p} />),
  };
}
const button = () => screen.getByRole('button');
const codeInput = () => screen.getByPlaceholderText('6 digit code');
const flush = () => act(async () => {});

describe('SmsCodeField (spec §4 SMS button states)', () => {
  it('goes Get Code → Code Sent mm:ss (60 s, disabled) → Resend Code', async () => {
    const { props } = setup();
    expect(button()).toHaveTextContent('Get Code');
    expect(codeInput()).toBeDisabled();
    fireEvent.click(button());
    await flush();
    expect(props.onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Code Sent 01:00');
    expect(button()).toBeDisabled();
    expect(codeInput()).toBeEnabled();
    await tick(1000);
    expect(button()).toHaveTextContent('Code Sent 00:59');
    await tick(58_000);
    expect(button()).toHaveTextContent('Code Sent 00:01');
    await tick(1000);
    expect(button()).toHaveTextContent('Resend Code');
    expect(button()).toBeEnabled();
  });

  it('starts counting at once when registration already sent the code', () => {
    setup({ isInitiallySent: true });
    expect(button()).toHaveTextContent('Code Sent 01:00');
    expect(codeInput()).toBeEnabled();
  });

  it('checks the code 500 ms after the sixth digit, not before, and only digits', async () => {
    const { props, rerender } = setup({ isInitiallySent: true });
    fireEvent.change(codeInput(), { target: { value: '12a345' } });
    expect(codeInput()).toHaveValue('12345');
    await tick(2000);
    expect(props.onVerify).not.toHaveBeenCalled();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    await tick(499);
    expect(props.onVerify).not.toHaveBeenCalled();
    await tick(1);
    await flush();
    expect(props.onVerify).toHaveBeenCalledWith('123456');
    expect(props.onVerified).toHaveBeenCalledTimes(1);
    rerender({ isVerified: true });
    expect(button()).toHaveTextContent('Verified');
    expect(button()).toBeDisabled();
    expect(codeInput()).toBeDisabled();
  });

  it('shows the server message for a wrong code and lets the client try again', async () => {
    const onVerify = vi
      .fn<(code: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('Wrong code, please try again', { status: 400 }))
      .mockResolvedValueOnce(null);
    const { props } = setup({ isInitiallySent: true, onVerify });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    await tick(500);
    await flush();
    expect(screen.getByText('Wrong code, please try again')).toBeInTheDocument();
    expect(props.onVerified).not.toHaveBeenCalled();
    fireEvent.change(codeInput(), { target: { value: '111111' } });
    await tick(500);
    await flush();
    expect(onVerify).toHaveBeenLastCalledWith('111111');
    expect(props.onVerified).toHaveBeenCalledTimes(1);
  });

  it('shows "Please verify the phone number" while asked to and not verified', () => {
    setup({ pendingMessage: 'Please verify the phone number' });
    expect(screen.getByText('Please verify the phone number')).toBeInTheDocument();
  });
});
