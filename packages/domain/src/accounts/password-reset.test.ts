import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from './password-reset.js';
import { OtpCode, ResendVerifyEmailRequest, VerifyPhoneRequest } from './verification.js';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('ForgotPasswordRequest (spec §5 "Forgot password")', () => {
  it('"Required" when empty, "Email invalid" when not an e-mail', () => {
    expect(messagesOf(ForgotPasswordRequest.safeParse({ email: '' }))).toEqual(['Required']);
    expect(messagesOf(ForgotPasswordRequest.safeParse({ email: 'wei@' }))).toEqual(['Email invalid']);
  });
  it('lower-cases the input and defaults the type to reset-link', () => {
    expect(ForgotPasswordRequest.parse({ email: 'Wei@Example.SG' })).toEqual({
      email: 'wei@example.sg',
      type: 'reset-link',
    });
  });
});

describe('ResetPasswordRequest and ChangePasswordRequest', () => {
  it('apply the password rules and the confirmation', () => {
    const base = { token: 'x'.repeat(43), password: 'Secret123', confirm_password: 'Secret123' };
    expect(ResetPasswordRequest.safeParse(base).success).toBe(true);
    expect(messagesOf(ResetPasswordRequest.safeParse({ ...base, confirm_password: 'nope' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(
      messagesOf(ResetPasswordRequest.safeParse({ ...base, password: 'weak', confirm_password: 'weak' })),
    ).toContain('Minimum 8 characters');
    expect(
      messagesOf(
        ChangePasswordRequest.safeParse({
          current_password: '',
          password: 'Secret123',
          confirm_password: 'Secret123',
        }),
      ),
    ).toEqual(['Required']);
  });
});

describe('SMS code (spec §5 "SMS code: 6 digits")', () => {
  it('takes 6 digits, with or without the H- prefix of spec §7', () => {
    expect(OtpCode.parse('123456')).toBe('123456');
    expect(OtpCode.parse('H-123456')).toBe('123456');
    expect(messagesOf(OtpCode.safeParse('12345'))).toEqual(['Please input the 6 digit code']);
  });
  it('verify takes the phone as 65 + mobile', () => {
    expect(VerifyPhoneRequest.parse({ phone: '6591234567', code: 'H-123456' })).toEqual({
      phone: '91234567',
      code: '123456',
    });
  });
});

describe('ResendVerifyEmailRequest (spec §5 "Verify-email resend requires a valid email")', () => {
  it('needs a valid e-mail', () => {
    expect(messagesOf(ResendVerifyEmailRequest.safeParse({ email: 'x', type: 'send-link' }))).toEqual([
      'Please input a valid email',
    ]);
  });
});
