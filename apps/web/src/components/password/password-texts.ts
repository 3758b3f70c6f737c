import { accountMessages } from '@reno/domain';

/** Texts of the password inputs shared by sign-in, registration, reset and the profile (spec §5). */
export const passwordTexts = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  hints: {
    minLength: accountMessages.passwordMinLength,
    upperCase: accountMessages.passwordUpperCase,
    lowerCase: accountMessages.passwordLowerCase,
    number: accountMessages.passwordNumber,
  },
  forbidden: accountMessages.passwordForbidden,
} as const;
