import { accountMessages } from '@reno/domain';

/** Spec §4 "SMS button states" and §5 "SMS code", word for word. */
export const smsCodeTexts = {
  getCode: 'Get Code',
  codeSent: 'Code Sent',
  resendCode: 'Resend Code',
  verified: 'Verified',
  codeLabel: 'Verification code', // ours
  placeholder: accountMessages.smsCodePlaceholder,
  verifyPhone: accountMessages.verifyPhone,
} as const;
