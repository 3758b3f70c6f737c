/**
 * User-facing texts of the accounts dialogs. Words quoted in the spec (§5, §8) are used as written;
 * the others (marked "ours") fill gaps where the spec names a rule but not its text.
 */
export const accountMessages = {
  required: 'Required',
  invalidEmail: 'Please input a valid email',
  invalidSgPhone: 'Please input a valid singapore phone number',
  lettersAndSpaces: 'Only letters and spaces are allowed', // ours
  passwordMinLength: 'Minimum 8 characters', // ours: spec names the rule
  passwordUpperCase: 'At least 1 upper case', // ours
  passwordLowerCase: 'At least 1 lower case', // ours
  passwordNumber: 'At least 1 number', // ours
  passwordForbidden: 'Characters [ ] { } < > ( ) \' " are not allowed', // ours: spec says "a message that they are not allowed"
  passwordMismatch: 'Passwords do not match', // ours
  referralLength: 'Referral code must be 12 characters', // ours
  invalidReferral: 'Invalid referral code', // ours
  verifyPhone: 'Please verify the phone number',
  smsCodePlaceholder: '6 digit code',
  smsCodeInvalid: 'Please input the 6 digit code', // ours
  emailTaken: 'Email already registered', // ours
  emailAvailable: 'Email is available', // ours
  phoneTaken: 'Phone number already registered', // ours
  phoneAvailable: 'Phone number is available', // ours
  referralValid: 'Referral code is valid', // ours
  registered: 'Registration successful', // ours
  codeSent: 'Code sent', // ours
  codeWaitBeforeResend: 'Please wait 60 seconds before requesting a new code', // ours
  // Issue 15 "SMS cannot be pumped": one sentence per limit, saying when to try again. Ours.
  smsAccountLimit: 'You have requested too many SMS codes. Please try again in an hour.',
  smsIpLimit: 'Too many SMS codes have been requested from your network. Please try again in an hour.',
  smsNumberLimit: 'Too many SMS codes have been sent to this number today. Please try again tomorrow.',
  smsBudgetReached:
    'We cannot send SMS codes right now. Please try again tomorrow, or contact us on WhatsApp.',
  codeWrong: 'Wrong code, please try again', // ours
  codeExpired: 'Code expired, please request a new code', // ours
  codeLocked: 'Too many wrong attempts, please request a new code', // ours
  codeMissing: 'Please request a code first', // ours
  phoneVerified: 'Phone number verified', // ours
  linkSent: 'Success sending new link, check your email',
  linkFailed: 'Failed to request new link, check your email address',
  emailVerified: 'Email verified', // ours ("email verified" end dialog)
  emailLinkInvalid: 'Email verification failed, the link is invalid or has expired', // ours
  forgotInvalidEmail: 'Email invalid',
  resetSent: 'Email sent successfully!',
  resetFailed: 'Failed to send link!',
  resetThrottled: 'Please try after sometime!',
  resetInProgress: 'In progress…',
  resetLinkInvalid: 'This link is invalid or has expired, please request a new one', // ours
  passwordChanged: 'Password changed, please sign in again', // ours
  wrongCurrentPassword: 'Wrong password',
  profileSaved: 'Profile updated', // ours
  googleNotConfigured: 'Google sign-in is not configured',
  facebookUnavailable:
    "We're sorry, currently Facebook login & register is unavailable. Please use other login methods to access the product",
} as const;
